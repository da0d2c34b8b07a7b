package benchkit

import (
	"bufio"
	"io"
	"strconv"
)

// LineWriter writes a generated workload a line at a time, indented two
// spaces a level, and counts what it wrote. A line is built in memory
// between Begin and End; a write error is sticky in the buffered writer
// and reported by Flush, so that the generators need not check each line.
type LineWriter struct {
	Indent int   // levels of indentation of the lines begun next
	Bytes  int64 // written so far
	Lines  int

	w   *bufio.Writer
	buf []byte // the line being built
}

// NewLineWriter writes to w through a 1 MiB buffer.
func NewLineWriter(w io.Writer) *LineWriter {
	return &LineWriter{w: bufio.NewWriterSize(w, 1<<20)}
}

// Begin starts a line with its indentation.
func (l *LineWriter) Begin() {
	l.buf = l.buf[:0]
	for range l.Indent {
		l.buf = append(l.buf, "  "...)
	}
}

// Add appends ss to the line.
func (l *LineWriter) Add(ss ...string) {
	for _, s := range ss {
		l.buf = append(l.buf, s...)
	}
}

// AddInt appends n in decimal to the line.
func (l *LineWriter) AddInt(n int) { l.buf = strconv.AppendInt(l.buf, int64(n), 10) }

// End ends the line and writes it.
func (l *LineWriter) End() {
	l.buf = append(l.buf, '\n')
	l.w.Write(l.buf) // errors are sticky in bufio.Writer and reported by Flush
	l.Bytes += int64(len(l.buf))
	l.Lines++
}

// Line writes s as a whole line.
func (l *LineWriter) Line(s string) {
	l.Begin()
	l.Add(s)
	l.End()
}

// Flush writes what is buffered and reports the first write error.
func (l *LineWriter) Flush() error { return l.w.Flush() }
