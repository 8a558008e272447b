"""The store: the DuckDB warehouse (tables, inserts, staging, Parquet export) and stable ids."""
