import {
  authorDisplayName,
  commentsQuerySchema,
  NEXT_CURSOR_HEADER,
  rateRecipeBodySchema,
  type RecipeComment,
} from "@chefzap/shared";
import { Router } from "express";
import { currentUser, requireUser } from "../../http/middleware/session.ts";
import { parseBody } from "../../http/validate.ts";
import { recipeIdParam } from "../recipes/index.ts";
import type { CommentRow } from "./ratings.repository.ts";
import type { RatingsService } from "./ratings.service.ts";

/** `viewerId`: the signed-in cook reading, whose own comments are marked (no report button on them). */
function toComment(row: CommentRow, viewerId: string | undefined): RecipeComment {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    authorName: authorDisplayName(row.authorFirstName, row.authorLastName),
    date: row.updatedAt.toISOString(),
    mine: row.authorId === viewerId,
  };
}

export function ratingsRoutes(ratings: RatingsService): Router {
  const router = Router();

  router.get("/recipes/:id/rating", requireUser, async (req, res) => {
    res.json(await ratings.mine(currentUser(req).id, recipeIdParam(req)));
  });

  router.post("/recipes/:id/rate", requireUser, async (req, res) => {
    const body = parseBody(rateRecipeBodySchema, req.body);
    res.json(await ratings.rate(currentUser(req).id, recipeIdParam(req), body));
  });

  // Readable by whoever can read the recipe, as the recipe itself.
  router.get("/recipes/:id/comments", async (req, res) => {
    const page = await ratings.comments(recipeIdParam(req), parseBody(commentsQuerySchema, req.query));
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.rows.map((row) => toComment(row, req.user?.id)));
  });

  return router;
}
