"""Micro-benchmark of the Dakara rules core: one sheet's roster line, per sheet.

What a rules change does for each sheet it prices (``storage/lines.py``): decode the
stored JSON, ``validate_sheet``, ``evaluate_valid`` (through the system's ``summarizer``,
the campaign's rules bound once). The sheets are the demo's eight and sheets generated
from the catalogue (seeded, so every run prices the same ones).

    PYTHONPATH=$PWD python benchmarks/dakara_pricing.py [--count 2000] [--runs 7] [--profile]

Prints the load average, then min / median / max of the runs in µs of processor time a sheet, for the whole
line and for validate and evaluate alone; ``--profile`` adds a cProfile of one run sorted
by own time.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import statistics
import time

from campaign_manager.systems import get_system
from campaign_manager.systems.dakara import Catalogue, DakaraSettings, new_sheet
from campaign_manager.systems.dakara.creation import evaluate_valid

SEVENTY = {
    "dakara": {"settings": DakaraSettings.default().with_level("profesionál", budget=70).to_dict()}
}


def generated(rnd: random.Random, catalogue: Catalogue, levels: list[str]) -> dict:
    """A sheet of random skills, specialisations, resources, contacts, gear and training."""
    sheet = new_sheet()
    sheet["level"] = rnd.choice(levels)
    for key in ("majetek", "postaveni", "znamosti"):
        sheet[key] = rnd.randint(0, 4)
    sheet["materials_xp"] = rnd.randint(0, 8)
    sheet["hooks"] = [f"Cíl {i}" for i in range(rnd.randint(0, 3))]
    sheet["goals"] = len(sheet["hooks"])
    for name in rnd.sample(sorted(catalogue.grouped), 6):
        rating = rnd.randint(0, 4)
        entry: dict = {"rating": rating}
        specs = rnd.sample(catalogue.grouped[name], min(len(catalogue.grouped[name]), 2))
        if specs:
            entry["specialisations"] = {s: rating + rnd.randint(1, 2) for s in specs}
        sheet["skills"][name] = entry
    for name in rnd.sample(sorted(catalogue.standalone), 4):
        sheet["skills"][name] = {"rating": rnd.randint(1, 4)}
    sheet["areas"] = [f"Oblast {i}" for i in range(sheet["znamosti"])]
    for i in range(rnd.randint(0, 3)):
        sheet["contacts"].append(
            {"name": f"Kontakt {i}", "influence": rnd.randint(0, 3), "area": "Oblast 0"}
        )
    prices = sorted(catalogue.price_list())
    for name in rnd.sample(prices, min(len(prices), 5)):
        sheet["gear"].append({"name": name, "quantity": rnd.randint(1, 3), "price_md": None})
    if rnd.random() < 0.5:
        sheet["training"]["earned"].append({"source": "play", "hours": rnd.randint(0, 40)})
    return sheet


def texts(count: int) -> list[str]:
    """``count`` sheets' JSON texts: the demo's, then generated ones, in turn."""
    demo = [c["sheet"] for c in get_system("dakara").demo()["characters"]]
    catalogue = Catalogue.default()
    levels = list(DakaraSettings.default().levels)
    rnd = random.Random(26)
    out = []
    for i in range(count):
        sheet = demo[i % len(demo)] if i % 2 == 0 else generated(rnd, catalogue, levels)
        out.append(json.dumps(sheet, ensure_ascii=False))
    return out


def timed(work, runs: int, count: int) -> list[float]:
    """µs a sheet of each run: this thread's processor time (on a shared, loaded machine
    the wall time mostly measures the others)."""
    out = []
    for _ in range(runs):
        start = time.thread_time()
        work()
        out.append((time.thread_time() - start) * 1e6 / count)
    return out


def shown(name: str, samples: list[float]) -> str:
    median = statistics.median(samples)
    return f"{name:<34} min {min(samples):7.1f}  median {median:7.1f}  max {max(samples):7.1f} µs"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    rules = get_system("dakara")
    summary = rules.summarizer(SEVENTY)
    sources = texts(args.count)
    decoded = [json.loads(t) for t in sources]
    valid = [rules.validate_sheet(s) for s in decoded]
    settings, catalogue = rules._campaign_rules(SEVENTY, lambda s: None)
    lines = [summary(json.loads(t)) for t in sources]
    print(f"{args.count} sheets, {sum(bool(getattr(x, 'broken', ())) for x in lines)} break a rule")

    def line():
        for t in sources:
            summary(json.loads(t))

    def validate():
        for s in decoded:
            rules.validate_sheet(s)

    def evaluate():
        for s in valid:
            evaluate_valid(s, settings, catalogue)

    for name, work in (("line (decode+validate+evaluate)", line), ("validate_sheet", validate)):
        print(shown(name, timed(work, args.runs, args.count)))
    print(shown("evaluate_valid", timed(evaluate, args.runs, args.count)))
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(line)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    main()
