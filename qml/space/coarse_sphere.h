// A sphere of few triangles for the 3-D view's round marks (a scan, a known-empty cell, a
// shot in flight). Qt Quick 3D's own "#Sphere" is a mesh of 178 KB (the cube's, 1.7 KB): drawn for every
// known-empty cell, llvmpipe set up and binned each of them every frame, and a long game's
// spheres alone raised the benchmark's peak memory by 11-14 MB (docs/benchmarks.md, stop 52).
#pragma once

#include <QtQuick3D/QQuick3DGeometry>
#include <QtQml/qqmlregistration.h>

class CoarseSphere : public QQuick3DGeometry {
    Q_OBJECT
    QML_ELEMENT
public:
    explicit CoarseSphere(QQuick3DObject* parent = nullptr);
    // The rings from pole to pole and the slices around: 8 and 14 make 196 triangles,
    // round enough at the size a cell's mark is drawn.
    static constexpr int kRings = 8;
    static constexpr int kSlices = 14;
    // As across as Qt's primitives: 100 units.
    static constexpr float kRadius = 50.0f;
};
