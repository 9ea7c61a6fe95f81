// Whether a screenshot shows a real screen: at least the given size and many distinct
// colours (a window that failed to draw is one flat colour, or black). Used by the
// package check (packaging/check_package.sh) on the installed game's picture.
//   picture_check FILE [MIN_COLOURS]
#include <QCoreApplication>
#include <QImage>
#include <QSet>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: picture_check FILE [MIN_COLOURS]\n");
        return 2;
    }
    const int wanted = argc > 2 ? QString(argv[2]).toInt() : 40;
    const QImage image(QString::fromLocal8Bit(argv[1]));
    if (image.isNull()) {
        std::fprintf(stderr, "picture_check: %s is not a picture\n", argv[1]);
        return 1;
    }
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            colours.insert(image.pixel(x, y));
    const bool ok = image.width() >= 800 && image.height() >= 600 && colours.size() >= wanted;
    std::printf("picture_check: %s is %dx%d with %lld distinct colours (%s)\n", argv[1], image.width(), image.height(),
                static_cast<long long>(colours.size()), ok ? "real content" : "NOT a real screen");
    return ok ? 0 : 1;
}
