package ir

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// ParseChunked parses src with the parallel parser forced on, in chunks of
// about chunkBytes (1: one per operation line), and returns how many chunks
// were planned and spliced. The tests of package ir_test use it.
func ParseChunked(ctx *Context, filename string, src []byte, threads, chunkBytes int) (b *Block, chunks, spliced int, err error) {
	var st parallelStats
	b, err = Parse(ctx, src, ParseOptions{Filename: filename, Threads: threads, parallelMin: 1, chunkBytes: chunkBytes, stats: &st})
	return b, st.chunks, st.spliced, err
}

// ParseOutcome is everything a parse gives that a user can see: the
// printed IR in the custom and generic forms with locations, or the error
// with its location and notes.
func ParseOutcome(t testing.TB, name string, src []byte, b *Block, err error) string {
	t.Helper()
	if err != nil {
		var d *Diagnostic
		if !errors.As(err, &d) {
			return "non-diagnostic error: " + err.Error()
		}
		sf := NewSourceFiles()
		sf.Add(name, string(src))
		var msg strings.Builder
		PrintDiagnostic(&msg, d, sf)
		for _, n := range d.Notes {
			fmt.Fprintf(&msg, "note: %s\n", n.Error())
		}
		return "error:\n" + msg.String()
	}
	var out bytes.Buffer
	for _, opts := range []PrintOptions{{DebugInfo: true}, {Generic: true, DebugInfo: true}} {
		if err := PrintBlock(&out, b, opts); err != nil {
			t.Fatal(err)
		}
		out.WriteString("\n")
	}
	return out.String()
}

// CheckParallel parses src serially and in parallel, with one chunk per
// operation line on 4 goroutines and with chunks of 4 KiB on 2, and fails
// the test unless every outcome is the serial one. It returns the serial
// outcome and how many chunks the one-line configuration spliced.
func CheckParallel(t testing.TB, newCtx func() *Context, name string, src []byte) (string, int) {
	t.Helper()
	b, err := Parse(newCtx(), src, ParseOptions{Filename: name, Threads: 1})
	want := ParseOutcome(t, name, src, b, err)
	spliced := 0
	for _, cfg := range []struct{ threads, chunk int }{{4, 1}, {2, 4096}} {
		b, _, n, err := ParseChunked(newCtx(), name, src, cfg.threads, cfg.chunk)
		if cfg.chunk == 1 {
			spliced = n
		}
		if got := ParseOutcome(t, name, src, b, err); got != want {
			t.Errorf("%s: %d threads, chunks of %d bytes: the parallel parse differs from the serial one\n%s",
				name, cfg.threads, cfg.chunk, firstDiff(want, got))
		}
	}
	return want, spliced
}

// firstDiff shows where two outputs start to differ.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) && i < len(gl); i++ {
		if wl[i] != gl[i] {
			return fmt.Sprintf("line %d:\nserial:   %s\nparallel: %s", i+1, wl[i], gl[i])
		}
	}
	return fmt.Sprintf("serial has %d lines, parallel %d", len(wl), len(gl))
}
