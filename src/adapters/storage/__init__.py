"""Object storage adapters: the filesystem (the default) and S3-compatible buckets.

Both check every key against the domain's key rule (``domain/shared/storage_key.py``) before
they touch a file or a bucket: a key outside it is never written, read or deleted.
"""
