"""``gameviz completion``: the shell completes subcommands, options and their choices."""

from __future__ import annotations

import subprocess

from gameviz.cli import main


def completions(script: str, words: list[str]) -> list[str]:
    """What bash offers for the last of ``words`` once ``script`` is sourced."""
    cword = len(words) - 1
    program = (f"source {script}; COMP_WORDS=({' '.join(repr(w) for w in words)}); COMP_CWORD={cword}; "
               f"_shtab_gameviz gameviz {words[-1]!r} {words[-2]!r}; printf '%s\\n' \"${{COMPREPLY[@]}}\"")
    done = subprocess.run(["bash", "-c", program], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_bash_completes_subcommands_options_and_choices(tmp_path, capsys):
    assert main(["completion", "bash"]) == 0
    script = tmp_path / "gameviz.bash"
    script.write_text(capsys.readouterr().out)
    assert completions(str(script), ["gameviz", "ex"]) == ["export", "examples"]
    assert completions(str(script), ["gameviz", "export", "--the"]) == ["--theme"]
    assert completions(str(script), ["gameviz", "export", "--theme", ""]) == ["course", "dark", "light", "print"]
    assert "--shallow" in completions(str(script), ["gameviz", "tree", "--"])


def test_zsh_gets_a_completion_function(capsys):
    assert main(["completion", "zsh"]) == 0
    script = capsys.readouterr().out
    assert script.startswith("#compdef gameviz") and "connect4" in script and "--all-steps" in script
