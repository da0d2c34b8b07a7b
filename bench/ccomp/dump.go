package main

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// The check that every configuration computes the same result: the
// -DKERNEL_DUMP builds print the live-out arrays on stderr, and the
// dumps must be byte-identical (bench/kernels/README.md, Determinism).

const (
	dumpBegin = "==BEGIN DUMP_ARRAYS=="
	dumpEnd   = "==END   DUMP_ARRAYS=="
)

// dumpOutcome is one configuration's dump.
type dumpOutcome struct {
	bytes  int64
	sha256 string // of the whole dump, hex
	err    string // the run failed or printed no complete dump
	// diff is "" when the dump equals the reference's; otherwise where
	// they first differ.
	diff string
}

// dumpCheck is a kernel's dump check.
type dumpCheck struct {
	ran       bool
	reference string                  // the configuration the others are compared with
	by        map[string]*dumpOutcome // by configuration
}

// ok reports whether every configuration dumped and all dumps are equal.
func (d dumpCheck) ok() bool {
	if !d.ran {
		return true
	}
	for _, o := range d.by {
		if o.err != "" || o.diff != "" {
			return false
		}
	}
	return true
}

// checkDumps runs the kernel's dump builds with o.dumpThreads threads
// and compares each dump with the first configuration's. A run or a
// comparison that fails is recorded; only a cancelled benchmark returns
// an error.
func checkDumps(ctx context.Context, o options, kr *kernelResult, dir string, progress io.Writer) error {
	kr.dump = dumpCheck{ran: true, by: map[string]*dumpOutcome{}}
	var refPath string
	for _, name := range o.configs {
		b := kr.bins[name]
		if !b.built() {
			continue
		}
		out := &dumpOutcome{}
		kr.dump.by[name] = out
		path := filepath.Join(dir, name+".dump")
		if err := runDump(ctx, b.dumpPath, path, o.dumpThreads, o.timeout); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			out.err = err.Error()
		} else if out.bytes, out.sha256, err = hashFile(path); err != nil {
			out.err = err.Error()
		} else if err := wellFormed(path); err != nil {
			out.err = err.Error()
		}
		switch {
		case out.err != "":
		case refPath == "":
			refPath, kr.dump.reference = path, name
		default:
			d, err := compareFiles(refPath, path)
			if err != nil {
				out.err = err.Error()
			}
			out.diff = d
			if !o.keep {
				os.Remove(path)
			}
		}
		status := "same as " + kr.dump.reference
		switch {
		case out.err != "":
			status = "FAILED: " + firstLine(out.err)
		case out.diff != "":
			status = "DIFFERS from " + kr.dump.reference + ": " + firstLine(out.diff)
		case kr.dump.reference == name:
			status = "reference"
		}
		fmt.Fprintf(progress, "dump %-16s %-15s %s, %s\n", kr.name, name, benchkit.FormatBytes(out.bytes), status)
	}
	if refPath != "" && !o.keep {
		os.Remove(refPath)
	}
	return nil
}

// runDump runs a dump build with threads threads, its stderr to path.
func runDump(ctx context.Context, bin, path string, threads int, timeout time.Duration) error {
	rctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	cmd := exec.CommandContext(rctx, bin)
	cmd.Env = ompEnv(threads)
	cmd.Stderr = f
	if err := cmd.Run(); err != nil {
		if rctx.Err() != nil {
			return fmt.Errorf("timed out after %v", timeout)
		}
		return fmt.Errorf("the dump run (OMP_NUM_THREADS=%d) failed: %v", threads, err)
	}
	return nil
}

func hashFile(path string) (int64, string, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, "", err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	return n, hex.EncodeToString(h.Sum(nil)), err
}

// wellFormed checks that a dump opens and closes as the harness writes
// it: a run that printed nothing or stopped half way is no result.
func wellFormed(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	head := make([]byte, len(dumpBegin))
	if _, err := io.ReadFull(f, head); err != nil || string(head) != dumpBegin {
		return fmt.Errorf("the dump does not start with %q", dumpBegin)
	}
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	tail := make([]byte, len(dumpEnd)+1)
	if fi.Size() < int64(len(tail)) {
		return fmt.Errorf("the dump is truncated")
	}
	if _, err := f.ReadAt(tail, fi.Size()-int64(len(tail))); err != nil || string(tail) != dumpEnd+"\n" {
		return fmt.Errorf("the dump does not end with %q", dumpEnd)
	}
	return nil
}

// compareFiles compares two dumps; "" when they are byte-identical,
// else where they first differ.
func compareFiles(a, b string) (string, error) {
	fa, err := os.Open(a)
	if err != nil {
		return "", err
	}
	defer fa.Close()
	fb, err := os.Open(b)
	if err != nil {
		return "", err
	}
	defer fb.Close()
	return compareDumps(fa, fb)
}

// compareDumps compares two dumps line by line; "" when they are
// byte-identical, else the first differing line (numbered from 1), the
// array it lies in and the first value that differs, or which one ends
// first.
func compareDumps(ra, rb io.Reader) (string, error) {
	sa, sb := bufio.NewReaderSize(ra, 1<<16), bufio.NewReaderSize(rb, 1<<16)
	array := ""
	for line := 1; ; line++ {
		la, ea := sa.ReadString('\n')
		lb, eb := sb.ReadString('\n')
		if ea != nil && ea != io.EOF {
			return "", ea
		}
		if eb != nil && eb != io.EOF {
			return "", eb
		}
		if la != lb {
			return describeDiff(line, array, la, lb), nil
		}
		if ea == io.EOF || eb == io.EOF {
			return "", nil // equal, and both ended
		}
		if name, ok := strings.CutPrefix(strings.TrimSpace(la), "begin dump:"); ok {
			array = strings.TrimSpace(name)
		}
	}
}

func describeDiff(line int, array, la, lb string) string {
	where := "line " + strconv.Itoa(line)
	if array != "" {
		where += " (array " + array + ")"
	}
	switch {
	case la == "":
		return where + ": the reference ends here, the other goes on with " + quoteShort(lb)
	case lb == "":
		return where + ": this dump ends here, the reference goes on with " + quoteShort(la)
	}
	fa, fb := strings.Fields(la), strings.Fields(lb)
	for i := range min(len(fa), len(fb)) {
		if fa[i] != fb[i] {
			return fmt.Sprintf("%s, value %d of the line: reference %s, this %s", where, i+1, fa[i], fb[i])
		}
	}
	return where + ": reference " + quoteShort(la) + ", this " + quoteShort(lb)
}

func quoteShort(s string) string {
	s = strings.TrimRight(s, "\n")
	if len(s) > 80 {
		s = s[:80] + "..."
	}
	return strconv.Quote(s)
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// ompEnv is the environment of a kernel run: the driver's, without any
// variable that tunes an OpenMP runtime (OMP_*, GOMP_*, KMP_*), with
// OMP_NUM_THREADS=threads.
func ompEnv(threads int) []string {
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "OMP_") || strings.HasPrefix(kv, "GOMP_") || strings.HasPrefix(kv, "KMP_") {
			continue
		}
		env = append(env, kv)
	}
	return append(env, "OMP_NUM_THREADS="+strconv.Itoa(threads))
}
