"""The students' own code: run it apart from the application, recognise the functions the course
asks for, and check each against the solver, explaining the first difference in the course's words.

:mod:`~gameviz.lab.wire` turns values into JSON both ways (never pickle: the student's process is
not trusted); :mod:`~gameviz.lab.runner` is what runs in the student's process;
:mod:`~gameviz.lab.sandbox` starts it and calls it with a time budget and a memory cap;
:mod:`~gameviz.lab.checks` compares what it returns with gameviz's answers;
:mod:`~gameviz.lab.report` writes the report a teacher keeps.
"""
