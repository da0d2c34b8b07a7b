package main

import (
	"math"
	"testing"

	"github.com/strata-ir/strata/runtimes/gpu"
)

// TestFitH200: the fit of the real H200's rows is a valid profile whose
// measured keys are near the hand-fitted built-in h200's.
func TestFitH200(t *testing.T) {
	p, err := ParseTSV(probeTSV)
	if err != nil {
		t.Fatal(err)
	}
	p2, err := ParseTSV(probe2TSV)
	if err != nil {
		t.Fatal(err)
	}
	p.Rows = append(p.Rows, p2.Rows...)
	text, err := Fit(p)
	if err != nil {
		t.Fatal(err)
	}
	got, err := gpu.Parse("fit.profile", text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	want, err := gpu.Load("h200")
	if err != nil {
		t.Fatal(err)
	}
	near := func(name string, a, b float64) {
		if math.Abs(a/b-1) > 0.2 {
			t.Errorf("%s: fitted %g, h200 %g", name, a, b)
		}
	}
	near("memory_bandwidth", got.MemoryBandwidth, want.MemoryBandwidth)
	near("launch", got.Launch, want.Launch)
	near("migrate_h2d", got.MigrateH2D, want.MigrateH2D)
	near("migrate_d2h", got.MigrateD2H, want.MigrateD2H)
	near("populate", got.Populate, want.Populate)
	near("kernel_start", got.KernelStart, want.KernelStart)
	near("launch_issue", got.LaunchIssue, want.LaunchIssue)
	near("fault_start", got.FaultStart, want.FaultStart)
	near("fault_page", got.FaultPage, want.FaultPage)
	near("fault_page_warm", got.FaultPageWarm, want.FaultPageWarm)
	near("cpu_fault_start", got.CPUFaultStart, want.CPUFaultStart)
	for _, n := range []uint64{4 << 10, 3 << 20, 2 << 30} {
		near("h2d_pageable", got.H2DPageable.Time(n), want.H2DPageable.Time(n))
		near("d2h_pageable", got.D2HPageable.Time(n), want.D2HPageable.Time(n))
	}
	if got.VRAM != want.VRAM {
		t.Errorf("vram: %d, want %d", got.VRAM, want.VRAM)
	}
}

func TestParseTSVErrors(t *testing.T) {
	if _, err := ParseTSV("experiment\tbytes\n" + "error\tout of memory\tx.cu:3\n"); err == nil {
		t.Error("a probe's error row: no error")
	}
	if _, err := ParseTSV("copy\tx\t0\t1\t1\t\n"); err == nil {
		t.Error("a bad number: no error")
	}
}
