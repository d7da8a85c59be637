-- Round 4c, G14: do the quoted spellings gatesh passes green delete in
-- PostgreSQL 15? Run by harness/pg.sh's cluster only (a throwaway
-- database): psql -v ON_ERROR_STOP=0 -f THIS. Each block makes a large
-- object, runs one spelling (t-G14-07, f-G14-01, f-G14-02, g-G14-05,
-- g-G14-06), and counts the large objects left (0 = deleted).
SELECT lo_create(424201);
SELECT "lo_unlink"(424201);
SELECT count(*) AS left_after_quoted FROM pg_largeobject_metadata WHERE oid = 424201;
SELECT lo_create(424202);
SELECT "pg_catalog"."lo_unlink"(424202);
SELECT count(*) AS left_after_schema_quoted FROM pg_largeobject_metadata WHERE oid = 424202;
SELECT lo_create(424203);
SELECT "LO_UNLINK"(424203);
SELECT count(*) AS left_after_upper_quoted FROM pg_largeobject_metadata WHERE oid = 424203;
SELECT lo_create(424204);
SELECT pg_catalog."lo_unlink"(424204);
SELECT count(*) AS left_after_pgcatalog_quoted FROM pg_largeobject_metadata WHERE oid = 424204;
SELECT lo_create(424205);
SELECT U&"lo_unlink"(424205);
SELECT count(*) AS left_after_unicode_ident FROM pg_largeobject_metadata WHERE oid = 424205;
