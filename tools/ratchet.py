#!/usr/bin/env python3
"""Conformance ratchet: what passed once must keep passing.

Compares a results JSON written by the shared conformance runners with a
checked-in list of ids that are known to pass (conformance/passing-LANE.txt).

usage:
  python3 tools/ratchet.py check  LANE JSON LISTFILE [--filter REGEX]
  python3 tools/ratchet.py update LANE JSON LISTFILE [--filter REGEX]

  LANE      run | generic | parse-only | passes | print-flags
              run         JSON from  ../shared/conformance/run --json
              generic     JSON from  ../shared/conformance/compare --generic --json
              parse-only  JSON from  ../shared/conformance/compare --parse-only --json
              passes      JSON from  ../shared/conformance/compare --json   (default mode)
              print-flags JSON from  ../shared/conformance/compare --parse-only --json
                          run on wrappers adding printer flags (see .ci/run)
  JSON      the results file the runner wrote
  LISTFILE  the lane's list, e.g. conformance/passing-passes.txt: one id per
            line, sorted (byte order), no comments; may be empty

  check   exit 1 if any listed id does not pass now (failed, or absent from
          the results); prints the regressed ids, and the ids that pass now but
          are not listed (add them with `update`).  Exit 0 otherwise.  This is
          what CI (.ci/run) runs.
  update  rewrite LISTFILE with every id that passes now (developers only,
          never CI).  Ids that were listed but no longer pass are dropped, and
          reported loudly, so look at the printed diff before committing.

Ids (stable across runs; the corpus in ../shared/conformance is read-only):
  run lane       the corpus path as `run` reports it, e.g.
                   upstream/Dialect/MemRef/ops.mlir
                   canary/parse-error-is-rejected
                 passes = lit status PASS or XFAIL
  compare lanes  FILE#CHUNK PIPELINE, i.e. the corpus path, '#', the
                 0-based `// -----` chunk index (0 when the file is not
                 split), one space, and the pipeline string exactly as
                 compare's JSON gives it ("(no flags)" when empty), e.g.
                   upstream/Transforms/promote-buffers-to-stack.mlir#3 -promote-buffers-to-stack
                   upstream/Dialect/MemRef/ops.mlir#0 (no flags)
                 passes = class identical or equivalent

Scope: only ids inside the results' scope are checked or rewritten; listed
ids outside it are left alone (reported as "not checked").  The scope is the
compare JSON's recorded --filter, or --filter REGEX given here; for a filtered
`run` (no canaries in its JSON) without --filter, the files it ran; and
upstream-skew/ ids only when the results include skew files.

Typical developer loop (after `cargo build --release -p rmlir-opt`):
  ../shared/conformance/compare --opt target/release/rmlir-opt --json /tmp/passes.json
  python3 tools/ratchet.py update passes /tmp/passes.json conformance/passing-passes.txt
  git diff conformance/
(.ci/run leaves the JSONs of its last run in target/conformance/LANE.json.)

Exit status: 0 ok, 1 regression (check only), 2 usage or input error.
Python 3 standard library only.
"""
import argparse
import json
import os
import re
import sys

LANES = ("run", "generic", "parse-only", "passes", "print-flags")

# The compare mode each compare lane's results come from.
LANE_MODE = {"generic": "generic", "parse-only": "parse-only", "passes": "passes",
             "print-flags": "parse-only"}
RUN_PASS = ("PASS", "XFAIL")
COMPARE_PASS = ("identical", "equivalent")
SKEW = "upstream-skew/"


class InputError(Exception):
    pass


def compare_id(rec):
    return "%s#%d %s" % (rec["file"], int(rec["chunk"]), rec["pipeline"])


def load_results(lane, path):
    """Return (status, scope) where status maps id -> (passed, detail) and
    scope is a dict with 'filter' (regex or None) and 'include_skew'."""
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError) as e:
        raise InputError("cannot read results JSON %s: %s" % (path, e))
    if not isinstance(data, dict):
        raise InputError("%s: not a runner results JSON" % path)
    status = {}
    if "tests" in data:  # conformance/run
        if lane != "run":
            raise InputError("%s was written by `run`, but lane %r expects `compare --json` output" % (path, lane))
        for t in data["tests"]:
            code = t.get("status")
            if code in ("UNSUPPORTED", "EXCLUDED"):
                continue  # skipped, neither passing nor failing
            detail = "%s, RUN lines %s/%s" % (code, t.get("run_lines_passed"), t.get("run_lines"))
            if t.get("detail"):
                detail += ", " + str(t["detail"])
            status[t["path"]] = (code in RUN_PASS, detail)
        paths = [t.get("path", "") for t in data["tests"]]
        include_skew = any(p.startswith(SKEW) for p in paths)
        # `run` adds its canaries only to unfiltered runs; without them the run
        # was filtered (--filter/--only-skew) and its scope is the files it ran.
        filtered = not any(p.startswith("canary/") for p in paths)
        return status, {"filter": None, "include_skew": include_skew,
                        "only": set(paths) if filtered else None}
    if "results" in data and "mode" in data:  # conformance/compare
        if lane == "run":
            raise InputError("%s was written by `compare`, but lane 'run' expects `run --json` output" % path)
        if data["mode"] != LANE_MODE[lane]:
            raise InputError("%s holds compare mode %r, not lane %r's" % (path, data["mode"], lane))
        for r in data["results"]:
            i = compare_id(r)
            if "\n" in i:
                raise InputError("%s: id with a newline: %r" % (path, i))
            if i in status:
                raise InputError("%s: id %r occurs twice; the id scheme is no longer unique" % (path, i))
            cls = r.get("class")
            detail = cls + (": " + r["detail"] if r.get("detail") else "")
            status[i] = (cls in COMPARE_PASS, detail)
        return status, {"filter": data.get("filter"), "include_skew": bool(data.get("include_skew")), "only": None}
    raise InputError("%s: neither `run --json` nor `compare --json` output" % path)


def id_path(i):
    return i.split("#", 1)[0] if "#" in i else i


def in_scope(i, scope):
    if scope["only"] is not None and not scope["filter"]:
        return i in scope["only"]
    p = id_path(i)
    if p.startswith(SKEW) and not scope["include_skew"]:
        return False
    if scope["filter"] and not re.search(scope["filter"], p):
        return False
    return True


def read_list(path, must_exist):
    if not os.path.exists(path):
        if must_exist:
            raise InputError("list file %s does not exist (create it empty to start a lane)" % path)
        return []
    with open(path, encoding="utf-8") as fh:
        return [ln.rstrip("\r\n") for ln in fh if ln.strip()]


def show(title, ids, status=None, limit=None):
    print(title)
    for n, i in enumerate(ids):
        if limit is not None and n >= limit:
            print("    ... %d more" % (len(ids) - limit))
            break
        if status is not None:
            d = status.get(i, (False, "absent from the results"))[1]
            print("    %s\n        (%s)" % (i, d[:300]))
        else:
            print("    " + i)


def main(argv):
    ap = argparse.ArgumentParser(description="conformance ratchet (see the top of this file)")
    ap.add_argument("command", choices=("check", "update"))
    ap.add_argument("lane", choices=LANES)
    ap.add_argument("json")
    ap.add_argument("listfile")
    ap.add_argument("--filter", help="regex on corpus paths: the scope of the results "
                    "(default: the filter recorded in a compare JSON)")
    ap.add_argument("--show", type=int, default=None,
                    help="print at most N newly passing ids (default: all)")
    args = ap.parse_args(argv)

    try:
        status, scope = load_results(args.lane, args.json)
        if args.filter:
            scope["filter"] = args.filter
        if scope["filter"]:
            re.compile(scope["filter"])
        listed = read_list(args.listfile, must_exist=(args.command == "check"))
    except (InputError, re.error) as e:
        sys.stderr.write("ratchet: %s\n" % e)
        return 2

    tag = "ratchet %s" % args.lane
    uniq = sorted(set(listed))
    if args.command == "check" and (uniq != listed):
        print("%s: warning: %s is not sorted/unique (rewrite it with `update`)" % (tag, args.listfile))
    checked = [i for i in uniq if in_scope(i, scope)]
    outside = len(uniq) - len(checked)
    passing = sorted(i for i, (ok, _) in status.items() if ok)
    regressed = [i for i in checked if not status.get(i, (False, ""))[0]]
    listed_set = set(uniq)
    new = [i for i in passing if i not in listed_set]
    note = " (%d outside this run's scope, not checked)" % outside if outside else ""

    if args.command == "check":
        if regressed:
            show("%s: %d listed, %d REGRESSED%s:" % (tag, len(checked), len(regressed), note), regressed, status)
        else:
            print("ratchet: %d listed, all still pass%s%s  [%s]" % (
                len(checked), note, "; %d newly passing, not listed" % len(new) if new else "", args.lane))
        if new:
            show("%s: %d newly passing, not listed in %s (add them: python3 tools/ratchet.py update %s %s %s):"
                 % (tag, len(new), args.listfile, args.lane, args.json, args.listfile), new, limit=args.show)
        return 1 if regressed else 0

    # update
    kept = [i for i in uniq if not in_scope(i, scope)]
    out = sorted(set(kept) | set(passing))
    d = os.path.dirname(os.path.abspath(args.listfile))
    os.makedirs(d, exist_ok=True)
    tmp = args.listfile + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("".join(i + "\n" for i in out))
    os.replace(tmp, args.listfile)
    print("%s: wrote %s: %d ids (%d added, %d dropped, %d outside scope kept)"
          % (tag, args.listfile, len(out), len(new), len(regressed), len(kept)))
    if new:
        show("added:", new, limit=args.show)
    if regressed:
        show("WARNING: dropped %d ids that were listed but do not pass now (a regression?):" % len(regressed),
             regressed, status)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
