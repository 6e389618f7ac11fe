import type { JobRole } from "../employees/job-roles";
import type { EmployeeStatus } from "../employees/job-roles";
import type { LanguageContent } from "../schemas/training";
import type { AssignmentStatus } from "./assignment-status";
import type { TrainingCoverage } from "./coverage";
import type { TrainingDevice, TrainingLanguage } from "./languages";
import type { TrainingMatrix } from "./matrix";

/** Shapes the training API answers with; the server builds them, the web reads them. */
export interface TrainingModuleView {
  id: string;
  title: string;
  description: string;
  clauses: string[];
  languages: TrainingLanguage[];
  durationMinutes: number;
  /** Least time a worker spends on it before the quiz counts (0 = none). */
  minimumMinutes: number;
  passMark: number;
  answerKey: number[];
  content: Partial<Record<TrainingLanguage, LanguageContent>>;
  sourceRef: string | null;
  lastUpdated: string;
}

export interface ModuleStats {
  assigned: number;
  completed: number;
  sessions: number;
  averageScore: number | null;
  passRate: number | null;
}

export interface ModuleListView {
  items: (TrainingModuleView & { requiredAtSite: boolean; stats: ModuleStats })[];
  summary: { modules: number; languages: number; averageDuration: number; averageScore: number | null };
}

export interface MatrixView {
  site: string;
  modules: {
    id: string;
    title: string;
    clauses: string[];
    languages: TrainingLanguage[];
    durationMinutes: number;
    minimumMinutes: number;
    lastUpdated: string;
    requiredAtSite: boolean;
  }[];
  matrix: TrainingMatrix;
  coverage: TrainingCoverage;
}

export interface AssignmentView {
  id: string;
  employee: { id: string; name: string; employeeCode: string; status: EmployeeStatus };
  jobRole: JobRole;
  assignedViaRole: JobRole | null;
  module: { id: string; title: string };
  dueDate: string;
  /** Who leads the training (decision 146; changed by those who manage training, decision 157). */
  trainerName: string | null;
  completedAt: string | null;
  status: AssignmentStatus;
}

/** One assignment read by id (a link to it), with the slug of the site its employee works at. */
export interface AssignmentDetailView extends AssignmentView {
  site: string;
}

export interface AssignmentListView {
  today: string;
  items: AssignmentView[];
  summary: { total: number; pending: number; completed: number; overdue: number };
}

export interface SessionView {
  id: string;
  employee: { id: string; name: string; employeeCode: string };
  module: { id: string; title: string };
  score: number;
  passed: boolean;
  language: TrainingLanguage;
  date: string;
  device: TrainingDevice;
  durationSeconds: number;
  location: string;
  /** Who trained the employee (the assignment's trainer), null when not given. */
  trainerName: string | null;
}

export interface SessionListView {
  items: SessionView[];
  stats: {
    total: number;
    averageScore: number | null;
    passRate: number | null;
    averageMinutes: number | null;
    byDevice: Record<TrainingDevice, number>;
  };
}

export interface KioskView {
  id: string;
  stationName: string;
  device: TrainingDevice;
  createdAt: string;
  rotatedAt: string;
}

/** Worker-facing (kiosk) shapes. */
export interface KioskInfo {
  site: { name: string };
  stationName: string;
  device: TrainingDevice;
}
export interface WorkerAssignment {
  id: string;
  dueDate: string;
  status: AssignmentStatus;
  module: {
    title: string;
    /** The title in each other language the module is written in (e.g. ES), when translated. */
    titles: Partial<Record<TrainingLanguage, string>>;
    languages: TrainingLanguage[];
    durationMinutes: number;
    minimumMinutes: number;
    passMark: number;
    questions: number;
  };
}
export interface WorkerContent {
  assignmentId: string;
  /** In the chosen language. */
  title: string;
  description: string;
  language: TrainingLanguage;
  durationMinutes: number;
  minimumMinutes: number;
  passMark: number;
  sections: LanguageContent["sections"];
  questions: LanguageContent["questions"];
}
/** POST …/start: the server's clock for this reading; the quiz counts from `quizOpensAt` on. */
export interface ReadingStart {
  startedAt: string;
  minimumMinutes: number;
  quizOpensAt: string;
}
export interface AttemptResult {
  score: number;
  correct: number;
  total: number;
  passed: boolean;
  passMark: number;
  completed: boolean;
}
