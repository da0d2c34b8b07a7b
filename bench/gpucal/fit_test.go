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
