// The desktop game's benchmark mode (spaceships --benchmark; tests/benchmarks/gui_bench.sh):
// launch to the first frame, then the 3-D view of a game in play rotating as fast as it
// renders, then resident memory. Prints one line of JSON and quits.
#pragma once

#include <QQmlApplicationEngine>

namespace ss::app {

// started_ns: when the program was launched, ns since the epoch (0: unknown).
void run_benchmark(QQmlApplicationEngine& engine, qint64 started_ns, double seconds);

} // namespace ss::app
