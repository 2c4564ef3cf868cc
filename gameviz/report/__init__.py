"""Results in words: the sentences the command line prints and the application shows.

Sentences are marked with :func:`gameviz.core.translate.QT_TRANSLATE_NOOP`; the
application passes a ``tr`` function that translates them, the command line
prints them as they are.
"""
