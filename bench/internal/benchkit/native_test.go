package benchkit

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestParseKernelOutput(t *testing.T) {
	o, err := ParseKernelOutput("checksum 370901167.49999398\nkernel 0.355310 s\n")
	if err != nil {
		t.Fatal(err)
	}
	if o.Checksum != "370901167.49999398" || o.Kernel != 355310*time.Microsecond {
		t.Errorf("got %+v", o)
	}
	for _, bad := range []string{"", "checksum 1\n", "kernel 1 s\n", "checksum 1\nkernel x s\n", "checksum 1\nkernel NaN s\n", "checksum 1\nkernel -0.5 s\n", "checksum 1\nkernel +Inf s\n"} {
		if _, err := ParseKernelOutput(bad); err == nil {
			t.Errorf("ParseKernelOutput(%q) accepted", bad)
		}
	}
}

// FuzzParseKernelOutput: any text either parses to a checksum and a
// non-negative kernel time or is an error; it never panics.
func FuzzParseKernelOutput(f *testing.F) {
	for _, seed := range []string{"checksum 1.5\nkernel 0.25 s\n", "kernel -1 s\nchecksum x\n", "checksum\n", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, err := ParseKernelOutput(text)
		if err == nil && (o.Checksum == "" || o.Kernel < 0) {
			t.Errorf("ParseKernelOutput(%q) = %+v without an error", text, o)
		}
	})
}

func TestRunStepReportsTheFailingCommand(t *testing.T) {
	out, err := RunStep(t.Context(), 10*time.Second, []byte("in"), "cat")
	if err != nil || string(out) != "in" {
		t.Fatalf("cat: %q, %v", out, err)
	}
	if _, err := RunStep(t.Context(), 10*time.Second, nil, "sh", "-c", "echo oops >&2; exit 3"); err == nil {
		t.Fatal("a failing step succeeded")
	} else if got := err.Error(); got[:len("sh -c")] != "sh -c" {
		t.Errorf("error %q does not name the command", got)
	}
}

func TestRunKernel(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "prog")
	if err := os.WriteFile(prog, []byte("#!/bin/sh\necho checksum 7\necho kernel 0.5 s\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	r, err := RunKernel(context.Background(), prog, time.Minute)
	if err != nil || r.Checksum != "7" || r.Kernel != 500*time.Millisecond {
		t.Fatalf("RunKernel = %+v, %v", r, err)
	}
	if ks := Kernels([]KernelRun{r, r}); len(ks) != 2 || ks[1] != r.Kernel {
		t.Errorf("Kernels = %v", ks)
	}
	if _, err := LookTools("sh", "no-such-tool-anywhere"); err == nil {
		t.Error("LookTools of a missing tool succeeded")
	}
}

func TestVectorOp(t *testing.T) {
	for _, tt := range []struct {
		line  string
		width int
		ok    bool
	}{
		{"  %5 = fadd <2 x double> %3, %4", 2, true},
		{"  %6 = shufflevector <4 x double> %a, <2 x double> %b", 4, true},
		{"  %7 = bitcast double* %p to <2 x double>*", 0, false},
		{"  %8 = fadd double %a, %b", 0, false},
	} {
		if w, ok := VectorOp(tt.line); w != tt.width || ok != tt.ok {
			t.Errorf("VectorOp(%q) = %d, %v; want %d, %v", tt.line, w, ok, tt.width, tt.ok)
		}
	}
}
