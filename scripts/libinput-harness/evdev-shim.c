// LD_PRELOAD shim for replaying evemu recordings through real libinput under umockdev 0.17
// (PointerKit test infrastructure; the LibinputReplayTests compile it with gcc).
//
// umockdev emulates /dev/input/eventN with a pseudo-terminal, which breaks two things libinput
// relies on:
//  1. libinput fstat()s the opened node and looks its st_rdev up in udev. The pty reports
//     136:x, so the lookup fails ("not using input device"). This shim remembers which file
//     descriptors were opened as /dev/input/eventN and reports them as character device 13:64+N,
//     the number the generated udev data and sysfs use.
//  2. umockdev writes each event with the time recorded in the .events file (years ago), while
//     libinput's timers (tap, hold, scroll) run on CLOCK_MONOTONIC. This shim shifts the times
//     of events read from those descriptors so that the first event read happens "now" on the
//     monotonic clock; the gaps between events stay as recorded.
//  3. Replays run in real time, so a loaded machine can deliver an event late, after a timer of
//     libinput's (the 180 ms tap timeout) has already fired: libinput then rightly reads a hold.
//     The shim measures how late each event is read against its recorded gap and prints the
//     worst at exit ("evdev-shim: latest read N us"), so the harness can tell a disturbed
//     replay from a wrong outcome and run it again.
// And one emulation umockdev lacks: PK_VANISH_AFTER_EVENTS=n makes reads fail with ENODEV,
// as the kernel does for an unplugged device, once n events have been read.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>
#include <unistd.h>

#define MAX_FDS 1024
static int event_node[MAX_FDS];        // N + 1 for /dev/input/eventN, 0 otherwise
static long long offset_usec[MAX_FDS]; // monotonic minus recorded time, once known
static int offset_known[MAX_FDS];
static long long latest_read_usec; // the most an event was read after its shifted time

__attribute__((destructor)) static void report_lateness(void) {
    char line[64];
    int n = snprintf(line, sizeof line, "evdev-shim: latest read %lld us\n", latest_read_usec);
    if (n > 0) { ssize_t ignored = write(2, line, (size_t)n); (void)ignored; }
}

static void *next(const char *name) { return dlsym(RTLD_NEXT, name); }

static void remember(int fd, const char *path) {
    if (fd < 0 || fd >= MAX_FDS) return;
    const char *p = path ? strstr(path, "/dev/input/event") : NULL;
    event_node[fd] = p ? atoi(p + strlen("/dev/input/event")) + 1 : 0;
    offset_known[fd] = 0;
}

static int node(int fd) { return fd >= 0 && fd < MAX_FDS ? event_node[fd] - 1 : -1; }

static int open_mode(int flags, va_list ap) {
    return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? va_arg(ap, int) : 0;
}

int open(const char *path, int flags, ...) {
    static int (*real)(const char *, int, ...);
    if (!real) real = next("open");
    va_list ap; va_start(ap, flags); int mode = open_mode(flags, ap); va_end(ap);
    int fd = real(path, flags, mode); remember(fd, path); return fd;
}
int open64(const char *path, int flags, ...) {
    static int (*real)(const char *, int, ...);
    if (!real) real = next("open64");
    va_list ap; va_start(ap, flags); int mode = open_mode(flags, ap); va_end(ap);
    int fd = real(path, flags, mode); remember(fd, path); return fd;
}
int openat(int dir, const char *path, int flags, ...) {
    static int (*real)(int, const char *, int, ...);
    if (!real) real = next("openat");
    va_list ap; va_start(ap, flags); int mode = open_mode(flags, ap); va_end(ap);
    int fd = real(dir, path, flags, mode); remember(fd, path); return fd;
}
int __open_2(const char *path, int flags) {
    static int (*real)(const char *, int);
    if (!real) real = next("__open_2");
    int fd = real(path, flags); remember(fd, path); return fd;
}
int __open64_2(const char *path, int flags) {
    static int (*real)(const char *, int);
    if (!real) real = next("__open64_2");
    int fd = real(path, flags); remember(fd, path); return fd;
}
int close(int fd) {
    static int (*real)(int);
    if (!real) real = next("close");
    if (fd >= 0 && fd < MAX_FDS) event_node[fd] = 0;
    return real(fd);
}

static void as_evdev(int fd, struct stat *st) {
    int n = node(fd);
    if (n < 0) return;
    st->st_mode = (st->st_mode & ~S_IFMT) | S_IFCHR;
    st->st_rdev = makedev(13, 64 + n);
}
int fstat(int fd, struct stat *st) {
    static int (*real)(int, struct stat *);
    if (!real) real = next("fstat");
    int r = real(fd, st);
    if (r == 0) as_evdev(fd, st);
    return r;
}
int fstat64(int fd, struct stat64 *st) {
    static int (*real)(int, struct stat64 *);
    if (!real) real = next("fstat64");
    int r = real(fd, st);
    if (r == 0) as_evdev(fd, (struct stat *)st);
    return r;
}

ssize_t read(int fd, void *buf, size_t count) {
    static ssize_t (*real)(int, void *, size_t);
    if (!real) real = next("read");
    static long vanish_after = -2, delivered;
    if (vanish_after == -2) {
        const char *v = getenv("PK_VANISH_AFTER_EVENTS");
        vanish_after = v ? atol(v) : -1;
    }
    if (vanish_after >= 0 && node(fd) >= 0 && delivered >= vanish_after) { errno = ENODEV; return -1; }
    if (vanish_after >= 0 && node(fd) >= 0 && count > (size_t)(vanish_after - delivered) * sizeof(struct input_event))
        count = (size_t)(vanish_after - delivered) * sizeof(struct input_event);
    ssize_t r = real(fd, buf, count);
    if (r > 0 && node(fd) >= 0) delivered += r / (ssize_t)sizeof(struct input_event);
    if (r <= 0 || node(fd) < 0 || r % (ssize_t)sizeof(struct input_event) != 0) return r;
    struct input_event *ev = buf;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long long now_usec = (long long)now.tv_sec * 1000000 + now.tv_nsec / 1000;
    for (size_t i = 0; i < (size_t)r / sizeof *ev; i++) {
        long long recorded = (long long)ev[i].input_event_sec * 1000000 + ev[i].input_event_usec;
        if (!offset_known[fd]) {
            offset_usec[fd] = now_usec - recorded;
            offset_known[fd] = 1;
        }
        long long shifted = recorded + offset_usec[fd];
        if (now_usec - shifted > latest_read_usec) latest_read_usec = now_usec - shifted;
        ev[i].input_event_sec = shifted / 1000000;
        ev[i].input_event_usec = shifted % 1000000;
    }
    return r;
}
