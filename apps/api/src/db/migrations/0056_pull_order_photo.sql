-- The photo a yard worker took of the part it marked surtida: one of the part's own photos (it went
-- through the photo pipeline and its limits), kept on the order so the counter sees what came.
ALTER TABLE "pull_orders" ADD COLUMN "image_id" integer REFERENCES "part_images"("id") ON DELETE SET NULL;
