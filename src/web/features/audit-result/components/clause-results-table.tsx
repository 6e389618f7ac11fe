import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { statusDisplay, statusOfScore } from "@domain/audit-demo/severity";
import { moduleLabels, type ClauseResult } from "@domain/audit-demo/types";
import { ClauseButton } from "./clause-button";
import { toneBadgeVariant } from "./tone";

interface Props {
  clauses: ClauseResult[];
  onOpenClause: (clause: string) => void;
}

export function ClauseResultsTable({ clauses, onOpenClause }: Props) {
  return (
    <Table aria-label="Clause results">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-24">Clause</TableHead>
          <TableHead>Module</TableHead>
          <TableHead>Requirement</TableHead>
          <TableHead className="text-right">Score</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clauses.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
              No clauses match these filters.
            </TableCell>
          </TableRow>
        )}
        {clauses.map((c) => {
          const status = statusDisplay[statusOfScore(c.score)];
          return (
            <TableRow key={c.clause}>
              <TableCell className="align-top">
                <ClauseButton clause={c.clause} onOpen={onOpenClause} />
              </TableCell>
              <TableCell className="align-top whitespace-nowrap">{moduleLabels[c.module]}</TableCell>
              <TableCell className="min-w-56 align-top whitespace-normal">
                <p className="font-medium">{c.title}</p>
                {c.notes && <p className="mt-1 text-xs text-muted-foreground">{c.notes}</p>}
                {c.evidence.length > 0 && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    Evidence: {c.evidence.map((e) => `${e.doc} (${e.ref})`).join("; ")}
                  </p>
                )}
              </TableCell>
              <TableCell className="text-right align-top font-mono tabular-nums">
                {c.score === "NA" ? "N/A" : `${c.score}/10`}
              </TableCell>
              <TableCell className="align-top">
                <Badge variant={toneBadgeVariant[status.tone]}>{status.label}</Badge>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
