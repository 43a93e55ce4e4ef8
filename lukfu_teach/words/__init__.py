"""Words: the glossary's terms, engine facts as sentences (``explain``), a record's story told (``narrate``),
what a seat's view holds back (``secrecy``) and what a position shows (``insight``). Uses records and below."""
