package main

import (
	"embed"
	"fmt"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// The workloads: for each kernel, the kernel in cir + omp (NAME.mlir) and
// in C (NAME.c), and the driver both link (NAME_main.c); harness.c holds
// the timer and the output lines every driver uses.
//
//go:embed program/*.mlir program/*.c program/*.h
var programFS embed.FS

// kernel is one PolyBench-like workload.
type kernel struct {
	name string
	desc string
	// function is the kernel's C name, which both sides define.
	function string
}

var kernels = []kernel{
	{name: "gemm", function: "kernel_gemm", desc: "C = 1.5 A B + 1.2 C, 1000 x 1000 doubles; `parallel` + `for schedule(static)` over rows, i-k-j order"},
	{name: "jacobi2d", function: "kernel_jacobi2d", desc: "300 time steps of a 5-point stencil on 1000 x 1000 doubles; one `parallel` region around the time loop, two `for schedule(static)` sweeps per step (their implicit barriers order the sweeps)"},
	{name: "axsum", function: "kernel_axsum", desc: "sum of A x, 2000 x 2000 doubles, 100 repetitions, each a `parallel` region with `for schedule(static) reduction(+: sum)`"},
}

func (k kernel) key() string { return k.name }

func kernelNames() []string { return benchkit.Names(kernels, kernel.key) }

func lookupKernel(name string) (kernel, bool) { return benchkit.Lookup(kernels, kernel.key, name) }

// source returns the embedded file program/NAME.
func source(name string) ([]byte, error) {
	b, err := programFS.ReadFile("program/" + name)
	if err != nil {
		return nil, fmt.Errorf("the benchmark has no program/%s: %w", name, err)
	}
	return b, nil
}
