"""Deal records (``FORMAT.md``): ``record`` reads, checks and writes them and tells a deal's steps once;
``jsonio`` is strict JSON with places; ``files`` writes whole files safely. Uses the engine and the base."""
