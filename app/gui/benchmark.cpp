#include "benchmark.h"

#include "game_controller.h"
#include "game_judge.h"
#include "review.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
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

// The box around the pixels that differ between two pictures, as a share of the picture.
double changed_box_share(const QImage& a, const QImage& b)
{
    if (a.size() != b.size() || a.isNull())
        return 0;
    const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
    int left = x.width(), right = -1, top = x.height(), bottom = -1;
    for (int row = 0; row < x.height(); ++row) {
        const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(row));
        const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col)
            if (p[col] != q[col]) {
                left = std::min(left, col);
                right = std::max(right, col);
                top = std::min(top, row);
                bottom = std::max(bottom, row);
            }
    }
    if (right < 0)
        return 0;
    return double(right - left + 1) * (bottom - top + 1) / (double(x.width()) * x.height());
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
        enum Step { FirstFrame, Starting, Playing, Rotating, Finishing, Reviewing, Settling, Still, Turned, Done } step = FirstFrame;
        double launch_ms = -1, fps = 0;
        // From the first frame to the cube's first turn; the box around the pixels that
        // change as the cube turns, as a share of the window.
        double rotate_after_ms = -1, changing_box = 0;
        QElapsedTimer since_first_frame;
        QImage before_turn;
        // The peak so far (VmHWM) at each stage: the setup screen, the game after its
        // first turn, after the rotation, at the end before the review; peak_review once the
        // end's sweep and the review have been drawn too.
        double peak_setup = 0, peak_turn = 0, peak_rotated = 0, peak_end = 0, peak_review = 0;
        int next_target = 0; // the player's strikes go through the cells in order
        int reviewed = 0;    // the review's turns stepped so far
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
                s.since_first_frame.start();
                s.step = State::Starting;
                // A game in play: random layout against the strongest level (Admiral, the sampler).
                if (controller->options()->botOverride().isEmpty()) // --bot chooses another
                    controller->options()->setBotOverride("sampler");
                controller->options()->setGuided(false); // (an ordinary game, every weapon from turn 1)
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
                if (s.rotate_after_ms < 0) {
                    s.rotate_after_ms = double(s.since_first_frame.elapsed());
                    QMetaObject::invokeMethod(s.view, "revealResults");
                }
                if (++s.frames == 0)
                    s.clock.start();
                if (s.frames > 0 && s.clock.elapsed() >= seconds * 1000) {
                    s.fps = s.frames * 1000.0 / s.clock.elapsed();
                    s.peak_rotated = status_mb("VmHWM:");
                    QMetaObject::invokeMethod(s.view, "skipReveal");
                    s.step = State::Finishing;
                    break;
                }
                // Turning the cube through the drama: the last turn's results played out
                // again and again (each reveal lasts about two seconds).
                if (s.frames > 0 && s.frames % 60 == 0)
                    QMetaObject::invokeMethod(s.view, "revealResults");
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
                s.step = State::Reviewing;
                break;
            }
            case State::Reviewing: // the review from the setups to the end, a turn a frame as the keys step it
                // (each turn drawn, as a player sees them; they were once all stepped in one
                // event, none of them drawn)
                if (s.reviewed <= controller->turnsPlayed()) {
                    controller->review()->setTurn(s.reviewed++);
                    break;
                }
                s.peak_review = status_mb("VmHWM:");
                // The board reviewed, as a player would after the end dialog.
                if (QObject* end = window->findChild<QObject*>("endDialog"))
                    QMetaObject::invokeMethod(end, "close");
                s.clock.restart();
                s.step = State::Settling;
                break;
            case State::Settling: { // the end's sweep around the space and the last results settled
                // (and the review's judge done, up to a minute: its chart and words arriving
                // between the two pictures below made the whole panel count as changing)
                if (s.clock.elapsed() < 8000 || (controller->review()->judge()->running() && s.clock.elapsed() < 60000))
                    break;
                // The peak with the end's sweep and the review drawn too (before the pictures
                // below, which are the benchmark's own).
                s.peak_review = status_mb("VmHWM:");
                s.before_turn = window->grabWindow();
                s.clock.restart();
                s.step = State::Still;
                window->update();
                break;
            }
            case State::Still: { // nothing but the cube to change: the window the same twice running
                // (in 3 runs of 12 something else changed between the pictures, and half the
                // window counted as changing with the cube)
                QImage again = window->grabWindow();
                if (changed_box_share(s.before_turn, again) > 0 && s.clock.elapsed() < 10000) {
                    s.before_turn = std::move(again);
                    window->update();
                    break;
                }
                QMetaObject::invokeMethod(s.view, "rotateBy", Q_ARG(QVariant, 0.0), Q_ARG(QVariant, 25.0));
                s.step = State::Turned;
                break;
            }
            case State::Turned: {
                // The share of the window that changes as the cube turns (in review, the end
                // dialog still), measured last: the pictures would raise the peak memory.
                s.changing_box = changed_box_share(s.before_turn, window->grabWindow());
                s.before_turn = QImage();
                s.step = State::Done;
                const bool gl = window->rendererInterface()->graphicsApi() == QSGRendererInterface::OpenGL;
                std::printf("{\"launch_ms\": %.1f, \"fps\": %.1f, \"frames\": %d, \"turns\": %d, \"rss_mb\": %.1f, "
                            "\"peak_rss_mb\": %.1f, \"peak_setup_mb\": %.1f, \"peak_turn_mb\": %.1f, "
                            "\"peak_rotated_mb\": %.1f, \"peak_end_mb\": %.1f, \"rotate_after_ms\": %.0f, "
                            "\"changing_box_pct\": %.1f, \"width\": %d, \"height\": %d, \"api\": \"%s\"}\n",
                            s.launch_ms, s.fps, s.frames, controller->turnsPlayed(), status_mb("VmRSS:"),
                            s.peak_review, s.peak_setup, s.peak_turn, s.peak_rotated, s.peak_end,
                            s.rotate_after_ms, 100 * s.changing_box,
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
