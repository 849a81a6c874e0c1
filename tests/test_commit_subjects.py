"""The commit check of `.ci/run` (`.ci/commit-subjects`): a commit made since the recorded
base commit whose subject is over 72 characters fails it, by name; the history before the
base is left as it is (not rewritten). Run on a scratch repository of its own."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECK = ROOT / ".ci" / "commit-subjects"

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(repo: Path, *args: str) -> str:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "Test",
        "GIT_AUTHOR_EMAIL": "test@example.invalid",
        "GIT_COMMITTER_NAME": "Test",
        "GIT_COMMITTER_EMAIL": "test@example.invalid",
    }
    done = subprocess.run(
        ["git", "-C", str(repo), *args], capture_output=True, text=True, env=env, check=True
    )
    return done.stdout.strip()


def commit(repo: Path, message: str) -> str:
    git(repo, "commit", "--allow-empty", "--no-verify", "-q", "-m", message)
    return git(repo, "rev-parse", "HEAD")


def check(repo: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(CHECK), *args], cwd=repo, capture_output=True, text=True
    )


@pytest.fixture
def repo(tmp_path) -> Path:
    folder = tmp_path / "repo"
    folder.mkdir()
    git(folder, "init", "-q")
    commit(folder, "An old commit whose subject reads as a paragraph, " * 3)  # before the base
    base = commit(folder, "The base")
    (folder / ".ci").mkdir()
    (folder / ".ci" / "commit-base").write_text(base + "\n")
    return folder


def test_subjects_of_72_characters_since_the_base_pass(repo):
    commit(repo, "x" * 72 + "\n\nA body as long as it likes: " + "why " * 40)
    done = check(repo)
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_subject_over_72_characters_since_the_base_fails_by_name(repo):
    long = "Storage: " + "a very long subject that goes on " * 3
    commit(repo, "Short and fine")
    commit(repo, long)
    done = check(repo)
    assert done.returncode != 0
    assert long.strip() in done.stdout + done.stderr
    assert "Short and fine" not in done.stdout + done.stderr


def test_a_commit_message_file_is_checked_as_a_commit_msg_hook(repo, tmp_path):
    message = tmp_path / "COMMIT_EDITMSG"
    message.write_text("# a comment git drops\n" + "y" * 73 + "\n\nWhy.\n")
    assert check(repo, str(message)).returncode != 0
    message.write_text("# a comment git drops\n" + "y" * 72 + "\n\nWhy.\n")
    assert check(repo, str(message)).returncode == 0


def test_the_recorded_base_is_a_commit_of_this_repository():
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout (an unpacked source archive)")
    base = (ROOT / ".ci" / "commit-base").read_text().strip()
    done = subprocess.run(
        ["git", "-C", str(ROOT), "cat-file", "-e", base + "^{commit}"], capture_output=True
    )
    assert done.returncode == 0, f"{base} is not in this repository's history"
