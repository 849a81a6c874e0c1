"""The installable package as a GM meets it: PyInstaller's one-folder app, its .tar.gz and the
.deb, built once for the session by packaging/build.py and then started, unpacked and
validated with the desktop's own tools."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from web_browser import WAIT_MS, browser  # noqa: F401 (browser: the system's headless Chromium)

from campaign_manager import __version__, systems

ROOT = Path(__file__).resolve().parents[1]
MIME_TYPE = "application/x-kronikar-campaign"
BUILD_TIMEOUT = 1800  # seconds; a build takes one or two minutes on a busy machine
RUN_TIMEOUT = 180

pytestmark = [
    pytest.mark.slow,
    pytest.mark.package,  # make quick leaves these out; --dist loadfile builds it once
    pytest.mark.skipif(
        not sys.platform.startswith("linux"), reason="the package is built and tested on Linux"
    ),
]


def registered_system_keys() -> tuple[str, ...]:
    """The keys of the rule systems registered now, as the app's --system offers them."""
    keys = getattr(systems, "system_keys", None)
    return tuple(keys()) if callable(keys) else tuple(systems.SYSTEM_KEYS)


def tool(name: str) -> str:
    """The path of a command the checks need; a failure naming the installer if it is missing."""
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is missing: run `sh packaging/linux/build-deps.sh` (make does)")
    return path


@dataclass(frozen=True)
class Package:
    bundle: Path  # the one-folder app
    tarball: Path
    deb: Path


@pytest.fixture(scope="session")
def package(tmp_path_factory) -> Iterator[Package]:
    """The three artefacts, built once for the whole session (and removed after it: they
    take some hundred megabytes)."""
    for name in ("objdump", "dpkg-deb"):
        tool(name)
    out = tmp_path_factory.mktemp("package")
    log = out / "build.log"
    env = dict(os.environ, PYINSTALLER_CONFIG_DIR=str(out / "pyinstaller-cache"))
    with log.open("w") as stream:
        result = subprocess.run(
            [
                sys.executable,
                str(ROOT / "packaging" / "build.py"),
                "--dist",
                str(out / "dist"),
                "--work",
                str(out / "work"),
            ],
            stdout=stream,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=ROOT,
            timeout=BUILD_TIMEOUT,
        )
    if result.returncode != 0:
        pytest.fail("packaging/build.py failed:\n" + log.read_text()[-6000:])
    dist = out / "dist"
    (deb,) = dist.glob(f"kronikar_{__version__}_*.deb")
    (tarball,) = dist.glob(f"kronikar-{__version__}-linux-*.tar.gz")
    yield Package(bundle=dist / "Kronikar", tarball=tarball, deb=deb)
    shutil.rmtree(out, ignore_errors=True)


@pytest.fixture(scope="session")
def scratch_root(package, tmp_path_factory) -> Iterator[Path]:
    """The .deb unpacked into an empty root, with the MIME and desktop caches that dpkg's
    triggers would make on a real install."""
    root = tmp_path_factory.mktemp("root")
    subprocess.run([tool("dpkg"), "-x", str(package.deb), str(root)], check=True, timeout=600)
    share = root / "usr" / "share"
    subprocess.run([tool("update-mime-database"), str(share / "mime")], check=True, timeout=120)
    subprocess.run(
        [tool("update-desktop-database"), str(share / "applications")], check=True, timeout=120
    )
    yield root
    shutil.rmtree(root, ignore_errors=True)


def run_app(program: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    """The program run offscreen from ``cwd``, away from the checkout and its Python paths."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(
        [str(program), *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=RUN_TIMEOUT,
        stdin=subprocess.DEVNULL,
    )


def demo_name(key: str) -> str:
    data = json.loads((ROOT / "resources" / "demo" / f"{key}.json").read_text(encoding="utf-8"))
    return data["campaign"]["name"]


@pytest.mark.parametrize("key", registered_system_keys())
def test_the_bundle_smoke_starts_each_systems_demo(package, key, tmp_path):
    result = run_app(
        package.bundle / "Kronikar", "--smoke", "--demo", "--system", key, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert f"opened and painted '{demo_name(key)}'" in result.stdout


def czech_translation(context: str, source: str) -> str:
    tree = ET.parse(ROOT / "resources" / "translations" / "kronikar_cs.ts")
    for ctx in tree.getroot().iter("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.iter("message"):
            if message.findtext("source") == source:
                return message.findtext("translation")
    raise AssertionError(f"no Czech for {context}/{source!r}")


def test_the_bundle_speaks_czech_from_its_own_translations(package, tmp_path):
    """A campaign that is not there is refused with a message in the UI language."""
    missing = str(tmp_path / "gone.kronikar")
    czech = run_app(
        package.bundle / "Kronikar", "--smoke", "--language", "cs", missing, cwd=tmp_path
    )
    english = run_app(
        package.bundle / "Kronikar", "--smoke", "--language", "en", missing, cwd=tmp_path
    )
    translated = czech_translation("CampaignMessages", "Campaign not found")
    assert translated and translated != "Campaign not found"
    assert czech.returncode == 2 and translated in czech.stderr, czech.stderr
    assert english.returncode == 2 and "Campaign not found" in english.stderr, english.stderr
    internal = package.bundle / "_internal"
    assert (internal / "resources" / "translations" / "kronikar_cs.qm").is_file()
    assert list(internal.rglob("qtbase_cs.qm")), "Qt's own Czech (dialog buttons) is missing"


def test_the_bundle_holds_every_module_and_resource(package):
    """Systems are imported by name: every module of the checkout must be in the bundle."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(package.bundle / "Kronikar")).open_embedded_archive("PYZ.pyz")
    bundled = set(archive.toc)
    source = ROOT / "campaign_manager"
    modules = {
        ".".join(
            ("campaign_manager", *path.relative_to(source).with_suffix("").parts)
        ).removesuffix(".__init__")
        for path in source.rglob("*.py")
    }
    assert modules - bundled == set()
    internal = package.bundle / "_internal"
    resources = ROOT / "resources"
    for path in resources.rglob("*"):
        if path.is_file():
            assert (internal / "resources" / path.relative_to(resources)).is_file(), path
    assert (internal / "d20" / "grammar.lark").is_file()  # the dice line's grammar


def test_the_tarball_holds_the_folder_app(package):
    with tarfile.open(package.tarball) as tar:
        names = set(tar.getnames())
    assert "Kronikar/Kronikar" in names
    assert "Kronikar/_internal/resources/translations/kronikar_cs.qm" in names


def test_the_deb_installed_into_a_scratch_root_starts(scratch_root, tmp_path):
    launcher = scratch_root / "usr" / "bin" / "campaign-manager"
    assert launcher.resolve().is_relative_to(scratch_root / "usr" / "lib" / "kronikar")
    result = run_app(launcher, "--smoke", "--demo", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "opened and painted" in result.stdout


def test_the_deb_declares_what_it_is(package, scratch_root):
    info = subprocess.run(
        [tool("dpkg-deb"), "--field", str(package.deb)],
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    ).stdout
    fields = dict(line.split(": ", 1) for line in info.splitlines() if ": " in line)
    assert fields["Package"] == "kronikar"
    assert fields["Version"] == __version__
    icons = scratch_root / "usr" / "share" / "icons" / "hicolor"
    for folder, name in (("apps", "kronikar"), ("mimetypes", MIME_TYPE.replace("/", "-"))):
        assert (icons / "scalable" / folder / f"{name}.svg").is_file()
        for size in (16, 32, 48, 64, 128, 256):
            assert (icons / f"{size}x{size}" / folder / f"{name}.png").is_file()


def system_libraries_needed(bundle: Path) -> set[str]:
    """The shared libraries the bundle's ELF files need that the bundle does not carry."""
    files = [
        p for p in bundle.rglob("*") if p.is_file() and (".so" in p.name or p.name == "Kronikar")
    ]
    carried = {p.name for p in bundle.rglob("*")}
    needed = set()
    for path in files:
        dump = subprocess.run(
            [tool("objdump"), "-p", str(path)], capture_output=True, text=True, timeout=60
        ).stdout
        needed |= {
            line.split()[1] for line in dump.splitlines() if line.strip().startswith("NEEDED")
        }
    return needed - carried


def test_the_deb_depends_on_the_libraries_the_bundle_leaves_to_the_system(package):
    spec = importlib.util.spec_from_file_location("package_build", ROOT / "packaging" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    unknown = system_libraries_needed(package.bundle) - set(build.SYSTEM_LIBRARIES)
    assert unknown - build.OPTIONAL_LIBRARIES == set(), "add them to SYSTEM_LIBRARIES"
    depends = subprocess.run(
        [tool("dpkg-deb"), "--field", str(package.deb), "Depends"],
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    ).stdout
    names = {part.split()[0] for part in depends.split(",")}
    assert set(build.SYSTEM_LIBRARIES.values()) <= names


def test_the_desktop_entry_and_metainfo_validate(scratch_root):
    share = scratch_root / "usr" / "share"
    desktop = share / "applications" / "kronikar.desktop"
    metainfo = share / "metainfo" / "kronikar.metainfo.xml"
    for command in (
        [tool("desktop-file-validate"), str(desktop)],
        [tool("appstreamcli"), "validate", "--no-net", str(metainfo)],
    ):
        result = subprocess.run(command, capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stdout + result.stderr
    releases = ET.parse(metainfo).getroot().find("releases")
    assert releases[0].get("version") == __version__  # the newest release comes first


def test_a_kronikar_file_opens_in_the_app(scratch_root, tmp_path):
    """The desktop's own lookup (GLib's, as file managers use) with the scratch root as the
    system's data: a .kronikar file is a Kronikář campaign and opens in Kronikář."""
    campaign = tmp_path / "Kampaň.kronikar"
    sqlite3.connect(campaign).execute("create table t (x)").connection.close()
    share = scratch_root / "usr" / "share"
    env = {
        "PATH": f"{scratch_root / 'usr' / 'bin'}{os.pathsep}{os.environ['PATH']}",
        "HOME": str(tmp_path),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_DIRS": f"{share}{os.pathsep}/usr/share",
        "GIO_USE_VFS": "local",
    }

    def gio(*args: str) -> str:
        return subprocess.run(
            [tool("gio"), *args], check=True, capture_output=True, text=True, env=env, timeout=60
        ).stdout

    assert f"standard::content-type: {MIME_TYPE}" in gio(
        "info", "-a", "standard::content-type", str(campaign)
    )
    lookup = gio("mime", MIME_TYPE)
    assert "kronikar.desktop" in lookup.split("Registered applications:")[1], lookup
    exec_line = next(
        line
        for line in (share / "applications" / "kronikar.desktop").read_text().splitlines()
        if line.startswith("Exec=")
    )
    assert exec_line.split()[0] == "Exec=campaign-manager"
    assert {"%f", "%F", "%u", "%U"} & set(exec_line.split())  # the file goes to the app


def test_the_bundle_holds_every_data_file_of_the_package(package):
    """Files the code reads beside its modules (the web page's HTML, script and style)."""
    internal = package.bundle / "_internal"
    source = ROOT / "campaign_manager"
    data = [
        p
        for p in source.rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
    ]
    assert data  # the web page's files at least
    for path in data:
        assert (internal / "campaign_manager" / path.relative_to(source)).is_file(), path


def _start(program: Path, *args: str, cwd: Path) -> subprocess.Popen:
    """The program started offscreen from ``cwd`` with its data and settings in ``cwd``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(cwd / "data"),
        XDG_CONFIG_HOME=str(cwd / "config"),
    )
    return subprocess.Popen(
        [str(program), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        cwd=cwd,
        env=env,
    )


def _page_shows(process: subprocess.Popen, chromium, text: str) -> None:
    """The address ``process`` prints first, opened in headless Chromium, shows ``text``."""
    try:
        url = process.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:"), url + process.stderr.read()
        page = chromium.new_page(viewport={"width": 390, "height": 844})
        page.goto(url)
        page.wait_for_function(
            "text => document.body.innerText.includes(text)", arg=text, timeout=WAIT_MS
        )
        page.close()
    finally:
        process.terminate()
        process.communicate(timeout=RUN_TIMEOUT)


@pytest.fixture
def running_fight(tmp_path) -> Path:
    """A campaign file with a running d20 fight of Bořek and Ela (made by the checkout)."""
    from campaign_manager.demo import create_demo
    from campaign_manager.storage.models import Encounter
    from campaign_manager.systems import get_encounter, get_system

    campaign = create_demo("d20", folder=tmp_path)
    module = get_encounter("d20")
    cast = [("borek", "Bořek"), ("ela", "Ela")]
    sheet = get_system("d20").new_sheet()
    fighters = [
        {"id": i, "name": n, "side": "pc", "hidden": False, "sheet": dict(sheet)} for i, n in cast
    ]
    state = module.act(module.new_encounter(fighters), {"type": "start"}).state
    campaign.write(lambda: Encounter.create(name="Brod", status="running", state=state))
    path = campaign.path
    campaign.close()
    return path


def test_the_bundles_serve_player_view_serves_the_page(
    package,
    running_fight,
    browser,  # noqa: F811
    tmp_path,
):
    process = _start(
        package.bundle / "Kronikar",
        *("serve-player-view", str(running_fight), "--port", "0", "--language", "en"),
        cwd=tmp_path,
    )
    _page_shows(process, browser, "Bořek")


def test_the_bundles_own_share_serves_the_page(package, browser, tmp_path):  # noqa: F811
    """The window's *Share the player view on the network*, as --share-player-view starts it."""
    process = _start(
        package.bundle / "Kronikar",
        *("--demo", "--system", "d20", "--language", "en", "--share-player-view", "0"),
        cwd=tmp_path,
    )
    _page_shows(process, browser, demo_name("d20"))


def test_the_installed_debs_serve_player_view_serves_the_page(
    scratch_root,
    running_fight,
    browser,  # noqa: F811
    tmp_path,
):
    """The .deb's own command (its /usr/bin link), not only the folder it was made from."""
    process = _start(
        scratch_root / "usr" / "bin" / "campaign-manager",
        *("serve-player-view", str(running_fight), "--port", "0", "--language", "en"),
        cwd=tmp_path,
    )
    _page_shows(process, browser, "Bořek")


def test_the_tarball_carries_the_web_page_files(package):
    """The .tar.gz holds every file of the page the players' phones load."""
    web = ROOT / "campaign_manager" / "web"
    page = [p.name for p in web.iterdir() if p.is_file() and p.suffix in (".html", ".js", ".css")]
    assert page
    with tarfile.open(package.tarball) as tar:
        names = set(tar.getnames())
    for name in page:
        assert f"Kronikar/_internal/campaign_manager/web/{name}" in names, name
