"""The sweep controller, its queue, and the results store."""
