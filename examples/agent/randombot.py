#!/usr/bin/env python3
"""A small outside bot for wasteland's agent protocol (docs/agent.md).

It reads one JSON message per line on standard input and answers each
decision with one JSON line {"option": ID} on standard output. It plays
at random, seeded from the hello message, but prefers an option whose
kind it was told to like (--prefer KIND, repeatable), to show how a bot
reads the options. Standard library only.

    wasteland play outlive --seats human,ext:"python3 examples/agent/randombot.py"
"""

import argparse
import json
import random
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefer", action="append", default=[],
                        help="option kind to take when offered")
    parser.add_argument("--bad-first", action="store_true",
                        help="answer every decision once with a wrong id first (a test of the error path)")
    args = parser.parse_args()
    rng = random.Random(0)
    seat = None
    decisions = 0
    events = 0
    for line in sys.stdin:
        msg = json.loads(line)
        kind = msg["type"]
        if kind == "hello":
            if msg["protocol"] != 1:
                sys.exit("unknown protocol %r" % msg["protocol"])
            seat = msg["seat"]
            rng = random.Random(int(msg["seed"]))
        elif kind == "decision":
            decisions += 1
            events += len(msg["events"])
            options = msg["options"]
            liked = [o for o in options if o["kind"] in args.prefer]
            choice = rng.choice(liked or options)
            if args.bad_first:
                print(json.dumps({"option": "no-such-option"}), flush=True)
            print(json.dumps({"option": choice["id"]}), flush=True)
        elif kind == "error":
            # Our answer was refused; the message says why. Answer again
            # (here the next answer is already on its way).
            print("refused: " + msg["message"], file=sys.stderr)
        elif kind == "end":
            events += len(msg["events"])
            won = seat in msg["result"]["winners"]
            print("seat %d: %d decisions, %d events, %s" % (
                seat, decisions, events, "won" if won else "did not win"), file=sys.stderr)
            return
        else:
            sys.exit("unknown message type %r" % kind)


if __name__ == "__main__":
    main()
