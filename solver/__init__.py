"""The solver: logical-form grammar, validation against the schema, SQL execution with traces. Never imports Dagster."""
