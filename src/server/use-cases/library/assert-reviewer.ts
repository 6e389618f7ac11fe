import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { listReviewers } from "./list-reviewers";

/** 400 on the field when the chosen reviewer is not an eligible member of this organisation. */
export async function assertReviewer(db: Db, actor: Actor, reviewerUserId: string | null) {
  if (!reviewerUserId) return;
  const reviewers = await listReviewers(db, actor);
  if (!reviewers.some((r) => r.id === reviewerUserId)) {
    throw new AppError("validation", "Invalid input — reviewerUserId: choose a reviewer from your organisation", {
      reviewerUserId: "Choose a PCQI, QA Manager or Administrator of your organisation",
    });
  }
}
