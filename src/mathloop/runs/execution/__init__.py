"""Executing a run: the engine, the pipeline of jobs, samples, budgets and Ray workers."""
