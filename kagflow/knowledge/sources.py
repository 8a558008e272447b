"""Source files for the table wing: the shared floor :mod:`kagflow.sources` (discovery, formats,
UTF-8 reading, structured records), under the import path the table wing has always used."""

from kagflow.documents.readers.text_table import read as text_table_documents  # noqa: F401 - the package face
from kagflow.sources import (  # noqa: F401
    DOCUMENT_FORMATS, DOCUMENT_SUFFIXES, KEY_COLUMNS, NotUtf8Error, Record, RecordIssue,
    SOURCE_DOCUMENT_FORMATS, STRUCTURED_FORMATS, SkippedSource, SourceFile, TEXT_COLUMNS,
    TITLE_COLUMNS, check_utf8_text, columns_of, decode_utf8, discover_sources, first_column,
    is_corpus_json, is_document_format, passage_text, read_source, read_utf8, scan_sources,
    source_format, text_column, utf8_error_location, write_source_rows,
)
