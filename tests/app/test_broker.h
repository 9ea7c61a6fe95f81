// A mosquitto broker of a test's own, on a free loopback port (issue 25: tests only ever
// use brokers on loopback). start() returns once the broker accepts connections — not a
// fixed wait, which a loaded machine (CI's sanitizer run) outlasted.
#pragma once

#include <QElapsedTimer>
#include <QHostAddress>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <memory>

namespace ss::app::test {

class TestBroker {
public:
    TestBroker()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        port_ = probe.serverPort();
    }
    ~TestBroker() { stop(); }
    TestBroker(const TestBroker&) = delete;
    TestBroker& operator=(const TestBroker&) = delete;

    static QString program() { return QStandardPaths::findExecutable("mosquitto", {"/usr/sbin", "/usr/bin"}); }

    // Starts the broker (again, after stop(): the same port, its sessions and queues gone)
    // and waits until it accepts a connection.
    bool start(int timeout_ms = 20000)
    {
        stop();
        process_ = std::make_unique<QProcess>();
        process_->start(program(), {"-p", QString::number(port_)});
        if (!process_->waitForStarted(5000))
            return false;
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < timeout_ms) {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, port_);
            if (socket.waitForConnected(1000)) {
                socket.disconnectFromHost();
                return true;
            }
            QTest::qWait(100);
        }
        return false;
    }

    void stop()
    {
        if (!process_)
            return;
        process_->kill();
        process_->waitForFinished(3000);
        process_.reset();
    }

    quint16 port() const { return port_; }
    QString url() const { return QString("mqtt://127.0.0.1:%1").arg(port_); }

private:
    quint16 port_ = 0;
    std::unique_ptr<QProcess> process_;
};

} // namespace ss::app::test
