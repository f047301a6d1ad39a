"""Versions: releases scoped to a service or an extension, channels with their active release
pointer (rollout and rollback), what a client should run, and what clients report."""
