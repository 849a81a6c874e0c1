"""Build Kronikář's installable artefacts: ``python packaging/build.py [--dist DIR]``.

Makes, in the dist folder (``dist/`` by default):

- ``Kronikar/``: the one-folder app PyInstaller builds from ``packaging/kronikar.spec``;
- ``kronikar-VERSION-PLATFORM.tar.gz``: that folder packed (on macOS ``Kronikar.app``; on
  Windows a ``.zip``);
- on Linux with ``dpkg-deb``: ``kronikar_VERSION_ARCH.deb``, the folder under
  ``/usr/lib/kronikar`` with ``/usr/bin/campaign-manager`` (a relative link, so the package
  also runs when unpacked into another root), the desktop entry, the hicolor icons, the
  AppStream metainfo and the ``.kronikar`` MIME type.

It needs PyInstaller (the ``package`` extra, pinned in constraints.txt) and PySide6 (to draw
the PNG icons from the SVG one).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
APP_ID = "kronikar"
MIME_TYPE = "application/x-kronikar-campaign"
MIME_ICON = MIME_TYPE.replace("/", "-")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
BUNDLE_NAME = "Kronikar"
INSTALL_DIR = Path("usr/lib/kronikar")
LAUNCHER = Path("usr/bin/campaign-manager")

# The shared libraries the bundle needs that PyInstaller leaves to the system (it never
# bundles libc, the GL drivers' libraries or some X11/Wayland client libraries), with the
# Debian package that provides each. tests/test_package_bundle.py checks the bundle's
# actual needs against this table.
SYSTEM_LIBRARIES = {
    "ld-linux-x86-64.so.2": "libc6",
    "libc.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libm.so.6": "libc6",
    "libpthread.so.0": "libc6",
    "libresolv.so.2": "libc6",
    "librt.so.1": "libc6",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libdrm.so.2": "libdrm2",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
# Needed only by Qt's GTK 3 platform theme plugin, which Qt loads when a GTK desktop asks
# for it and skips when GTK is not there: not a dependency of the package.
OPTIONAL_LIBRARIES = {"libgtk-3.so.0", "libgdk-3.so.0"}


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from campaign_manager import __version__

    return __version__


def platform_tag() -> str:
    system = {"linux": "linux", "darwin": "macos", "win32": "windows"}.get(sys.platform)
    return f"{system or sys.platform}-{platform.machine().lower()}"


def build_bundle(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; returns the bundle folder."""
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work / "pyinstaller"),
            str(PACKAGING / "kronikar.spec"),
        ],
        check=True,
        cwd=ROOT,
    )
    return dist / BUNDLE_NAME


def pack_folder(bundle: Path, archive_stem: Path) -> Path:
    """The bundle packed with its own folder on top: a .zip on Windows, else a .tar.gz."""
    if sys.platform == "win32":
        base = str(archive_stem)
        return Path(shutil.make_archive(base, "zip", bundle.parent, bundle.name))
    archive = archive_stem.with_name(archive_stem.name + ".tar.gz")
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=bundle.name)
    return archive


def render_icons(svg: Path) -> dict[int, bytes]:
    """The SVG drawn as PNG at each of the hicolor sizes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read the icon {svg}")
    pngs = {}
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        pngs[size] = bytes(data)
    del app
    return pngs


def _copy_tree(source: Path, target: Path) -> None:
    """A copy of ``source`` at ``target``, hard-linked where the file system allows."""

    def link_or_copy(src: str, dst: str) -> None:
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)

    shutil.copytree(source, target, symlinks=True, copy_function=link_or_copy)


def _installed_size_kib(root: Path) -> int:
    total = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir())
    return (total + 1023) // 1024


def _depends() -> str:
    packages = sorted(set(SYSTEM_LIBRARIES.values()) - {"libc6"})
    glibc = platform.libc_ver()[1]
    libc = f"libc6 (>= {glibc})" if glibc else "libc6"
    return ", ".join([libc, *packages])


def stage_deb(bundle: Path, stage: Path, version_: str) -> Path:
    """The .deb's file tree (with DEBIAN/control) in ``stage``."""
    if stage.exists():
        shutil.rmtree(stage)
    _copy_tree(bundle, stage / INSTALL_DIR)
    launcher = stage / LAUNCHER
    launcher.parent.mkdir(parents=True)
    launcher.symlink_to(os.path.relpath(stage / INSTALL_DIR / BUNDLE_NAME, launcher.parent))

    share = stage / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(LINUX / "kronikar.desktop", share / "applications" / f"{APP_ID}.desktop")
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy2(LINUX / "kronikar-mime.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    (share / "metainfo").mkdir(parents=True)
    shutil.copy2(LINUX / "kronikar.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")

    svg = ROOT / "resources" / "icons" / "kronikar.svg"
    hicolor = share / "icons" / "hicolor"
    for folder, name in (("apps", APP_ID), ("mimetypes", MIME_ICON)):
        (hicolor / "scalable" / folder).mkdir(parents=True)
        shutil.copy2(svg, hicolor / "scalable" / folder / f"{name}.svg")
    for size, png in render_icons(svg).items():
        for folder, name in (("apps", APP_ID), ("mimetypes", MIME_ICON)):
            target = hicolor / f"{size}x{size}" / folder / f"{name}.png"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(png)

    architecture = subprocess.run(
        ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
    ).stdout.strip()
    control = stage / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        "\n".join(
            [
                f"Package: {APP_ID}",
                f"Version: {version_}",
                f"Architecture: {architecture}",
                "Section: games",
                "Priority: optional",
                "Maintainer: Kronikář developers <kronikar@localhost>",
                f"Installed-Size: {_installed_size_kib(stage)}",
                f"Depends: {_depends()}",
                "Description: campaign manager for Czech tabletop RPGs",
                " Kronikář keeps a game master's campaigns: characters, fights with a view",
                " for the players, the ledger of contacts and debts, for Dakara,",
                " Člověk + Střety and a d20 stamina variant. One campaign is one",
                " .kronikar file; a double-click on one opens it.",
                "",
            ]
        ),
        encoding="utf-8",
    )
    return stage


def build_deb(stage: Path, deb: Path) -> Path:
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zgzip", "-z6", "--build", str(stage), str(deb)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the artefacts go")
    parser.add_argument(
        "--work", type=Path, default=ROOT / "build", help="PyInstaller's and the .deb's work folder"
    )
    parser.add_argument("--no-deb", action="store_true", help="skip the .deb")
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    version_ = version()

    bundle = build_bundle(dist, work)
    app = dist / f"{BUNDLE_NAME}.app"  # macOS: the folder wrapped as an application
    made = [bundle]
    made.append(
        pack_folder(app if app.is_dir() else bundle, dist / f"kronikar-{version_}-{platform_tag()}")
    )
    if not args.no_deb and sys.platform.startswith("linux") and shutil.which("dpkg-deb"):
        stage = stage_deb(bundle, work / "deb-root", version_)
        architecture = (stage / "DEBIAN" / "control").read_text().split("Architecture: ")[1]
        made.append(build_deb(stage, dist / f"kronikar_{version_}_{architecture.split()[0]}.deb"))
    for path in made:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
