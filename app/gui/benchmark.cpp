#include "benchmark.h"

#include "game_controller.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QQuickWindow>

#include <chrono>
#include <cstdio>
#include <memory>

namespace ss::app {

namespace {

double status_mb(const char* key)
{
    QFile f("/proc/self/status");
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(static_cast<qsizetype>(qstrlen(key))).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

qint64 now_ns()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace

// frameSwapped comes from the render thread; the handler runs queued on the GUI thread.
void run_benchmark(QQmlApplicationEngine& engine, qint64 started_ns, double seconds)
{
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().value(0));
    if (!window) {
        std::fprintf(stderr, "no window\n");
        QCoreApplication::exit(1);
        return;
    }
    auto* controller = window->property("controller").value<ss::app::GameController*>();
    struct State {
        enum Step { FirstFrame, Starting, Playing, Rotating, Finishing, Done } step = FirstFrame;
        double launch_ms = -1, fps = 0;
        // The peak so far (VmHWM) at each stage: the setup screen, the game after its
        // first turn, after the rotation, at the end before the review.
        double peak_setup = 0, peak_turn = 0, peak_rotated = 0, peak_end = 0;
        int next_target = 0; // the player's strikes go through the cells in order
        int frames = -5; // warm-up frames first
        QElapsedTimer clock;
        QObject* view = nullptr;
    };
    auto state = std::make_shared<State>();
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [=] {
            State& s = *state;
            const auto fail = [&s](const QString& why) {
                std::fprintf(stderr, "%s\n", qPrintable(why));
                QCoreApplication::exit(1);
                s.step = State::Done;
            };
            switch (s.step) {
            case State::FirstFrame:
                s.launch_ms = started_ns > 0 ? (now_ns() - started_ns) / 1e6 : -1;
                s.peak_setup = status_mb("VmHWM:");
                s.step = State::Starting;
                // A game in play: random layout against the strongest level (Admiral, the sampler).
                if (controller->options()->botOverride().isEmpty()) // --bot chooses another
                    controller->options()->setBotOverride("sampler");
                controller->setup()->randomLayout();
                controller->start();
                break;
            case State::Starting:
                if (controller->phase() != ss::app::GameController::Phase::Playing)
                    break;
                // One turn played, so the views show results (with their 3-D badges).
                for (int k = controller->draft()->strikes(); k > 0; --k)
                    controller->clickCell(ss::app::SpaceModel::Side::Opponent, s.next_target++);
                if (!controller->submit())
                    return fail("the first turn was refused: " + controller->error());
                s.step = State::Playing;
                break;
            case State::Playing:
                if (controller->turn() < 2)
                    break;
                s.peak_turn = status_mb("VmHWM:");
                s.view = window->findChild<QObject*>("opponentView3D");
                if (!s.view)
                    return fail("no 3-D view");
                s.step = State::Rotating;
                break;
            case State::Rotating:
                if (++s.frames == 0)
                    s.clock.start();
                if (s.frames > 0 && s.clock.elapsed() >= seconds * 1000) {
                    s.fps = s.frames * 1000.0 / s.clock.elapsed();
                    s.peak_rotated = status_mb("VmHWM:");
                    s.step = State::Finishing;
                    break;
                }
                QMetaObject::invokeMethod(s.view, "rotateBy", Q_ARG(QVariant, 0.0), Q_ARG(QVariant, 2.0));
                break;
            case State::Finishing: {
                // The rest of the game, to its end, then a review from the setups back to
                // the end: the peak memory is the whole game's.
                if (controller->phase() == ss::app::GameController::Phase::Playing) {
                    if (!controller->waiting() && controller->draft()->strikesUsed() == 0) {
                        for (int k = controller->draft()->strikes(); k > 0 && s.next_target < kCellCount; --k)
                            controller->clickCell(ss::app::SpaceModel::Side::Opponent, s.next_target++);
                        if (!controller->submit())
                            return fail("a turn was refused: " + controller->error());
                    }
                    break;
                }
                s.peak_end = status_mb("VmHWM:");
                for (int t = 0; t <= controller->turnsPlayed(); ++t)
                    controller->review()->setTurn(t);
                s.step = State::Done;
                const bool gl = window->rendererInterface()->graphicsApi() == QSGRendererInterface::OpenGL;
                std::printf("{\"launch_ms\": %.1f, \"fps\": %.1f, \"frames\": %d, \"turns\": %d, \"rss_mb\": %.1f, "
                            "\"peak_rss_mb\": %.1f, \"peak_setup_mb\": %.1f, \"peak_turn_mb\": %.1f, "
                            "\"peak_rotated_mb\": %.1f, \"peak_end_mb\": %.1f, \"width\": %d, \"height\": %d, "
                            "\"api\": \"%s\"}\n",
                            s.launch_ms, s.fps, s.frames, controller->turnsPlayed(), status_mb("VmRSS:"),
                            status_mb("VmHWM:"), s.peak_setup, s.peak_turn, s.peak_rotated, s.peak_end,
                            window->width(), window->height(), gl ? "opengl" : "other");
                std::fflush(stdout);
                QCoreApplication::exit(0);
                return;
            }
            case State::Done:
                return;
            }
            window->update(); // keep frames coming
        },
        Qt::QueuedConnection);
}

} // namespace ss::app
