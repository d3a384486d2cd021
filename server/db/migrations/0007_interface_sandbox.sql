-- The sandbox of SQL data interfaces (docs/security.md). Interface SQL is written by administrators but runs
-- for every signed-in user, so it executes inside jnpf_interface_run(), a SECURITY DEFINER function owned by
-- the role jnpf_interface. That role may only SELECT the business tables granted below; accounts, sessions,
-- captchas, SMS codes, QR tickets, signatures, messages, settings and interface definitions stay out of reach
-- whatever the SQL text says, and PostgreSQL refuses SET ROLE / SET SESSION AUTHORIZATION inside a
-- security-definer function, so the statement cannot switch back to the server's own role.
-- Roles are cluster-wide: create it once, reuse it in every database of the cluster.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'jnpf_interface') THEN
    CREATE ROLE jnpf_interface NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO jnpf_interface;
--> statement-breakpoint
GRANT SELECT ON TABLE organizes, positions, roles, groups, user_relations, dictionary_types, dictionary_data,
  areas, systems, modules, bill_rules, visualdev_models, visualdev_records, report_data TO jnpf_interface;
--> statement-breakpoint
-- People without their secrets: interfaces that feed user pickers read this view, never the users table.
CREATE VIEW interface_user_directory AS
  SELECT id, account, real_name, gender, head_icon, organize_id, manager_id, enabled_mark, sort_code
  FROM users;
--> statement-breakpoint
GRANT SELECT ON interface_user_directory TO jnpf_interface;
--> statement-breakpoint
-- Rows are capped inside the loop (a trailing comment or parenthesis in the statement cannot drop the cap);
-- the newline keeps a trailing "--" comment from swallowing the closing parenthesis.
CREATE FUNCTION jnpf_interface_run(statement text, max_rows integer) RETURNS SETOF jsonb
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_catalog, pg_temp AS $$
DECLARE
  interface_row jsonb;
  taken integer := 0;
BEGIN
  FOR interface_row IN EXECUTE 'SELECT to_jsonb(r) FROM (' || statement || E'\n) AS r' LOOP
    taken := taken + 1;
    EXIT WHEN taken > max_rows;
    RETURN NEXT interface_row;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER FUNCTION jnpf_interface_run(text, integer) OWNER TO jnpf_interface;
