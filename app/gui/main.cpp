// spaceships: the desktop game. Options are for tests and the benchmark; players need none.
#include "game_controller.h"
#include "register_types.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlProperty>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QQmlExtensionPlugin>
#include <QtQuick3D/qquick3d.h>

#include <chrono>
#include <cstdio>
#include <memory>

Q_IMPORT_QML_PLUGIN(SpaceshipsPlugin)

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

// The benchmark: launch to the first frame, then the 3-D view of a game in play rotating
// as fast as it renders, then resident memory. Prints one line of JSON and quits.
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
        enum Step { FirstFrame, Starting, Rotating, Done } step = FirstFrame;
        double launch_ms = -1;
        int frames = -5; // warm-up frames first
        QElapsedTimer clock;
        QObject* view = nullptr;
    };
    auto state = std::make_shared<State>();
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [=] {
            State& s = *state;
            switch (s.step) {
            case State::FirstFrame:
                s.launch_ms = started_ns > 0 ? (now_ns() - started_ns) / 1e6 : -1;
                s.step = State::Starting;
                // A game in play: random layout against the random bot.
                controller->setBotOverride("random");
                controller->setup()->randomLayout();
                controller->start();
                break;
            case State::Starting:
                if (controller->phase() != "playing")
                    break;
                s.view = window->findChild<QObject*>("opponentView3D");
                if (!s.view) {
                    std::fprintf(stderr, "no 3-D view\n");
                    QCoreApplication::exit(1);
                    s.step = State::Done;
                    return;
                }
                s.step = State::Rotating;
                break;
            case State::Rotating:
                if (++s.frames == 0)
                    s.clock.start();
                if (s.frames > 0 && s.clock.elapsed() >= seconds * 1000) {
                    s.step = State::Done;
                    const double fps = s.frames * 1000.0 / s.clock.elapsed();
                    const bool gl = window->rendererInterface()->graphicsApi() == QSGRendererInterface::OpenGL;
                    std::printf("{\"launch_ms\": %.1f, \"fps\": %.1f, \"frames\": %d, \"rss_mb\": %.1f, "
                                "\"peak_rss_mb\": %.1f, \"width\": %d, \"height\": %d, \"api\": \"%s\"}\n",
                                s.launch_ms, fps, s.frames, status_mb("VmRSS:"), status_mb("VmHWM:"), window->width(),
                                window->height(), gl ? "opengl" : "other");
                    std::fflush(stdout);
                    QCoreApplication::exit(0);
                    return;
                }
                QMetaObject::invokeMethod(s.view, "rotateBy", Q_ARG(QVariant, 0.0), Q_ARG(QVariant, 2.0));
                break;
            case State::Done:
                return;
            }
            window->update(); // keep frames coming
        },
        Qt::QueuedConnection);
}

} // namespace

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName("Spaceships");
    QGuiApplication::setOrganizationName("Spaceships");
    QGuiApplication::setApplicationVersion("0.1.0");
    QGuiApplication::setDesktopFileName("org.spaceships.Spaceships"); // the window's icon and name
    QSurfaceFormat::setDefaultFormat(QQuick3D::idealSurfaceFormat());
    QQuickStyle::setStyle("Fusion");

    QCommandLineParser parser;
    parser.setApplicationDescription("Spaceships: Battleships in a 5x5x5 space, against the bot.");
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption bot("bot", "Play this built-in bot (e.g. random) instead of a difficulty level.", "name");
    const QCommandLineOption seed("seed", "Seed the bot and random layouts (reproducible games).", "n");
    const QCommandLineOption records("records", "Save game records in this folder.", "dir");
    const QCommandLineOption benchmark("benchmark", "Measure launch time, 3-D frame rate and memory; print JSON.");
    const QCommandLineOption started("started-at", "Benchmark: the launch time, ns since the epoch.", "ns");
    const QCommandLineOption seconds("seconds", "Benchmark: how long to rotate.", "s", "5");
    const QCommandLineOption grab("grab", "Save a picture of the window after it has settled, then quit.", "png");
    const QCommandLineOption play("random-start", "Start at once with a random layout (for pictures and demos).");
    parser.addOptions({bot, seed, records, benchmark, started, seconds, grab, play});
    parser.process(app);

    ss::app::register_qml_types();
    QQmlApplicationEngine engine;
    engine.load(QUrl("qrc:/Spaceships/Main.qml"));
    if (engine.rootObjects().isEmpty())
        return 1;
    QObject* window = engine.rootObjects().first();
    auto* controller = window->property("controller").value<ss::app::GameController*>();
    if (!parser.isSet(benchmark))
        controller->restorePreferences();
    if (parser.isSet(bot))
        controller->setBotOverride(parser.value(bot).toStdString());
    if (parser.isSet(seed))
        controller->setSeed(parser.value(seed).toULongLong());
    if (parser.isSet(records))
        controller->setRecordFolder(parser.value(records));
    if (parser.isSet(play)) {
        controller->setup()->randomLayout();
        controller->start();
    }
    if (parser.isSet(grab)) {
        auto* quick = qobject_cast<QQuickWindow*>(window);
        QTimer::singleShot(1500, quick, [quick, file = parser.value(grab)] {
            quick->grabWindow().save(file);
            QCoreApplication::exit(0);
        });
    }
    if (parser.isSet(benchmark))
        run_benchmark(engine, parser.value(started).toLongLong(), parser.value(seconds).toDouble());
    return QGuiApplication::exec();
}
