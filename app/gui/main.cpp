// spaceships: the desktop game. Options are for tests and the benchmark; players need none.
#include "app_settings.h"
#include "benchmark.h"
#include "capabilities.h"
#include "game_controller.h"
#include "opponents.h"
#include "preferences.h"
#include "qml_modules.h"
#include "quick_settings.h"
#include "review.h"
#include "single_instance.h"
#include "state_json.h"
#include "translations.h"

#include <QCommandLineParser>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <algorithm>
#include <cstdio>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QScreen>
#include <QTimer>
#include <QQmlExtensionPlugin>
#include <QtQuick3D/qquick3d.h>

// glibc's malloc_trim, not under AddressSanitizer (its own allocator; the trim crashed there).
#if defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__)
#define SPACESHIPS_MALLOC_TRIM 1
#include <malloc.h>
#endif


Q_IMPORT_QML_PLUGIN(SpaceshipsPlugin)
Q_IMPORT_QML_PLUGIN(Spaceships_CorePlugin)

int main(int argc, char* argv[])
{
#if defined(__GLIBC__)
    // Two malloc arenas, not one per thread (the render thread, the loaders, the review's
    // judge): the resident peak at 1920x1080 stays under its target (issue 23, measured by
    // tests/benchmarks/gui_bench.sh); the threads seldom allocate at once.
    mallopt(M_ARENA_MAX, 2);
    // Blocks of 128 KiB and more mapped on their own, so that each goes back to the system
    // when freed (glibc otherwise raises this threshold as large blocks are freed, and keeps
    // them in the heap: Mesa's rasteriser and shader compiler free many). Measured at
    // 1280x800, 10 runs each: the peak's median 277.0 -> 264.2 MB (docs/benchmarks.md).
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
    // Qt Quick packs small images into a texture atlas sized by the window: 2048x2048 (16 MB,
    // kept all game) from 1920x1080 up. The game's few small images fit in 512x512; larger
    // ones get their own texture. Measured: -15 MB resident from the setup on (issue 23).
    if (!qEnvironmentVariableIsSet("QSG_ATLAS_WIDTH") && !qEnvironmentVariableIsSet("QSG_ATLAS_HEIGHT")) {
        qputenv("QSG_ATLAS_WIDTH", "512");
        qputenv("QSG_ATLAS_HEIGHT", "512");
    }
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName("Spaceships");
    QGuiApplication::setOrganizationName("Spaceships");
    QGuiApplication::setApplicationVersion(SPACESHIPS_VERSION); // project() in CMakeLists.txt
    QGuiApplication::setDesktopFileName("org.spaceships.Spaceships"); // the window's icon and name
    // The window itself draws only in 2-D: the 3-D view renders into a texture of its own, with
    // a depth buffer of its own. So the window has no depth or stencil buffer (a 32-bit one the
    // window's size, 8 MB at 1920x1080), and Qt Quick orders its 2-D items without one
    // (QSG_NO_DEPTH_BUFFER). Measured at 1920x1080, 5 runs each alternated: the setup screen's
    // peak 218.7 -> 210.0 MB, the whole game's 291.9 -> 277.4 MB (issue 23, gui_bench.sh).
    QSurfaceFormat format = QQuick3D::idealSurfaceFormat();
    format.setDepthBufferSize(0);
    format.setStencilBufferSize(0);
    QSurfaceFormat::setDefaultFormat(format);
    qputenv("QSG_NO_DEPTH_BUFFER", "1");
    QQuickStyle::setStyle("Fusion");

    QCommandLineParser parser;
    parser.setApplicationDescription("Spaceships: Battleships in a 5x5x5 space, against a bot or a friend.");
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
    const QCommandLineOption state("state", "Print the game's state as JSON once it has settled, then quit (for tests).");
    const QCommandLineOption size("size", "Open the window at this size, such as 1920x1080 (the benchmark, pictures).",
                                   "WxH");
    const QCommandLineOption new_instance("new-instance", "Open another window, even if Spaceships is running already "
                                                          "(a second player on this computer, say).");
    parser.addOptions({bot, seed, records, benchmark, started, seconds, grab, play, state, new_instance, size});
    parser.addPositionalArgument("file", "A game record (.ssg) to open: a finished game is shown for review, an "
                                         "unfinished one goes on, a damaged one is refused with its line and rule.",
                                 "[file]");
    parser.process(app);

    // A second launch on the same display with the same settings hands its record to the
    // game already running, which shows it (not in the test and benchmark modes, which run
    // their own games side by side, nor when another window is asked for).
    const QString file = parser.positionalArguments().value(0);
    const bool one_of_many = parser.isSet(benchmark) || parser.isSet(state) || parser.isSet(grab) ||
                             parser.isSet(play) || parser.isSet(new_instance);
    ss::app::SingleInstance instance(ss::app::SingleInstance::default_name());
    if (!one_of_many && instance.hand_over(file)) {
        std::printf("%s\n", file.isEmpty() ? "Spaceships is running already: its window is brought forward."
                                           : "Spaceships is running already: the record is opened there.");
        return 0;
    }

    ss::app::configure_quick();
    // The player's language (Settings), or the system's.
    ss::app::install_language(ss::app::AppSettings::instance()->language());
    QQmlApplicationEngine engine;
    // Every QML module the game uses must be installed; a missing one is named, with its
    // package, instead of a crash when it is first used.
    const QList<ss::app::QmlModule> missing = ss::app::missing_qml_modules(engine, ss::app::needed_qml_modules());
    const QString missing_text = ss::app::describe_missing(missing);
    bool can_start = true, file_dialogs = true, sound = true;
    for (const ss::app::QmlModule& m : missing) {
        can_start = can_start && !m.required;
        file_dialogs = file_dialogs && m.uri != "QtQuick.Dialogs" && m.uri != "Qt.labs.folderlistmodel";
        sound = sound && m.uri != "QtMultimedia";
    }
    if (!missing.isEmpty())
        qWarning().noquote() << "spaceships:" << missing_text;
    if (!can_start)
        return ss::app::show_cannot_start(engine, missing_text);
    ss::app::Capabilities::set(file_dialogs, sound, missing_text);
    engine.addImportPath("qrc:/"); // the views' module, Spaceships, whose folders import it
    engine.load(QUrl("qrc:/Spaceships/app/Main.qml"));
    if (engine.rootObjects().isEmpty())
        return 1;
    QObject* window = engine.rootObjects().first();
    auto* controller = window->property("controller").value<ss::app::GameController*>();
    auto* quick_window = qobject_cast<QQuickWindow*>(window);
    if (!parser.isSet(benchmark)) {
        controller->restorePreferences();
        // The window as the player left it (within the screen), and kept for next time.
        // The first time, 1280×800 or the screen, whichever is smaller (a 1024×768 screen
        // gets the whole window on it); on a screen wider than 1600, the whole of it, so that the
        // space and the layers have room (playtest 40 played a 1920×1080 screen in a 1280×800
        // window; at nine tenths of it the layers' cells were 26 px, under the 28 asked for).
        const QSize saved = ss::app::load_preferences().window;
        if (quick_window) {
            const QSize screen = quick_window->screen() ? quick_window->screen()->availableSize() : quick_window->size();
            const QSize size = saved.isValid()           ? saved
                               : screen.width() > 1600 ? screen
                                                       : quick_window->size();
            quick_window->resize(size.boundedTo(screen).expandedTo(quick_window->minimumSize()));
        }
        QObject::connect(&app, &QGuiApplication::aboutToQuit, quick_window,
                         [quick_window] { ss::app::save_window_size(quick_window->size()); });
    }
    // --size WxH: the window at that size (not kept as the player's).
    if (const QStringList wh = parser.value(size).split('x'); quick_window && wh.size() == 2) {
        const QSize asked(wh[0].toInt(), wh[1].toInt());
        if (asked.isValid() && !asked.isEmpty())
            quick_window->resize(asked.expandedTo(quick_window->minimumSize()));
        else
            qWarning().noquote() << "spaceships: --size wants a size such as 1920x1080, not" << parser.value(size);
    }
    // Give the memory freed after each turn, and each turn reviewed, back to the system
    // (the views rebuild their symbols and Mesa's rasteriser its buffers every turn; glibc
    // keeps what they free).
    const auto give_back = [&engine] {
        engine.collectGarbage();
#ifdef SPACESHIPS_MALLOC_TRIM
        malloc_trim(0);
#endif
    };
    QObject::connect(controller, &ss::app::GameController::turnPlayed, &app, give_back);
    QObject::connect(controller->review(), &ss::app::Review::turnShown, &app, give_back);
    if (parser.isSet(bot)) {
        // A level's bot is that level, shown as chosen; any other (oracle, a program) plays
        // in the bot's seat by name.
        const auto& all = ss::app::levels();
        const auto level = std::find_if(all.begin(), all.end(),
                                        [&](const ss::app::Level& l) { return l.bot == parser.value(bot).toStdString(); });
        if (level != all.end() && controller->options()->mode() == ss::app::GameOptions::Mode::AgainstBot)
            controller->options()->setDifficulty(static_cast<int>(level - all.begin()));
        else
            controller->options()->setBotOverride(parser.value(bot));
    }
    if (parser.isSet(seed))
        controller->setSeed(parser.value(seed).toULongLong());
    if (parser.isSet(records))
        controller->records()->setFolder(parser.value(records));
    if (parser.isSet(play)) {
        controller->setup()->randomLayout();
        controller->start();
    }
    // A record given on the command line (or by the file manager: the desktop entry's %f).
    // Refused, it leaves the setup screen with the reason; the program keeps running.
    if (!file.isEmpty())
        controller->lobby()->openRecord(file);
    if (!one_of_many && instance.listen())
        QObject::connect(&instance, &ss::app::SingleInstance::received, quick_window,
                         [controller, quick_window](const QString& later) {
                             if (!later.isEmpty())
                                 controller->lobby()->openRecord(later);
                             quick_window->show();
                             quick_window->raise();
                             quick_window->requestActivate();
                         });
    if (parser.isSet(state))
        QTimer::singleShot(1500, controller, [controller, grabbing = parser.isSet(grab)] {
            std::printf("%s\n", ss::app::state_json(*controller).toUtf8().constData());
            std::fflush(stdout);
            if (!grabbing) // --grab quits once it has its picture
                QCoreApplication::exit(0);
        });
    if (parser.isSet(grab)) {
        auto* quick = quick_window;
        QTimer::singleShot(1500, quick, [quick, file = parser.value(grab)] {
            quick->grabWindow().save(file);
            QCoreApplication::exit(0);
        });
    }
    if (parser.isSet(benchmark))
        ss::app::run_benchmark(engine, parser.value(started).toLongLong(), parser.value(seconds).toDouble());
    return QGuiApplication::exec();
}
