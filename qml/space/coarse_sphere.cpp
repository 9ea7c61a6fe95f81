#include "coarse_sphere.h"

#include <QVector3D>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

CoarseSphere::CoarseSphere(QQuick3DObject* parent) : QQuick3DGeometry(parent) {
    // A position and a normal (the unit position) for each vertex, ring by ring from the
    // top pole; each ring has a seam vertex twice, so that the slices close.
    std::vector<float> vertices;
    vertices.reserve((kRings + 1) * (kSlices + 1) * 6);
    for (int ring = 0; ring <= kRings; ++ring) {
        const double polar = std::numbers::pi * ring / kRings;
        for (int slice = 0; slice <= kSlices; ++slice) {
            const double around = 2 * std::numbers::pi * slice / kSlices;
            const float nx = float(std::sin(polar) * std::cos(around));
            const float ny = float(std::cos(polar));
            const float nz = float(std::sin(polar) * std::sin(around));
            for (float v : {nx * kRadius, ny * kRadius, nz * kRadius, nx, ny, nz})
                vertices.push_back(v);
        }
    }
    // Two triangles for each quad between rings, one at the poles, wound counter-clockwise
    // seen from outside.
    std::vector<std::uint32_t> indices;
    const auto at = [](int ring, int slice) { return std::uint32_t(ring * (kSlices + 1) + slice); };
    for (int ring = 0; ring < kRings; ++ring)
        for (int slice = 0; slice < kSlices; ++slice) {
            const auto a = at(ring, slice), b = at(ring, slice + 1), c = at(ring + 1, slice), d = at(ring + 1, slice + 1);
            if (ring > 0)
                indices.insert(indices.end(), {a, b, c});
            if (ring < kRings - 1)
                indices.insert(indices.end(), {b, d, c});
        }
    setVertexData(QByteArray(reinterpret_cast<const char*>(vertices.data()), qsizetype(vertices.size() * sizeof(float))));
    setIndexData(QByteArray(reinterpret_cast<const char*>(indices.data()), qsizetype(indices.size() * sizeof(std::uint32_t))));
    setStride(6 * sizeof(float));
    setPrimitiveType(PrimitiveType::Triangles);
    setBounds(QVector3D(-kRadius, -kRadius, -kRadius), QVector3D(kRadius, kRadius, kRadius));
    addAttribute(Attribute::PositionSemantic, 0, Attribute::F32Type);
    addAttribute(Attribute::NormalSemantic, 3 * sizeof(float), Attribute::F32Type);
    addAttribute(Attribute::IndexSemantic, 0, Attribute::U32Type);
}
