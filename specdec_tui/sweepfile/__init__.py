"""The sweep file: schema, grid expansion, writing."""
