"""The model-call stack of a run: its one builder, the response cache and the replay of an
interrupted pass."""
