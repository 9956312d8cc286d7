"""Text made safe for a terminal, secrets redacted, files read with bounds: one path for each."""
