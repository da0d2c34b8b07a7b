package benchkit

import (
	"testing"
	"time"
)

// Reports as mlir-opt-16 prints them, single- and multi-threaded.
const serialReport = `module {
}
===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 0.0015 seconds

  ----Wall Time----  ----Name----
    0.0006 ( 39.4%)  Parser
    0.0004 ( 26.8%)  Canonicalizer
    0.0001 (  9.8%)  CSE
    0.0000 (  0.1%)    (A) DominanceInfo
    0.0002 ( 13.2%)  Output
    0.0002 ( 10.9%)  Rest
    0.0015 (100.0%)  Total
`

const threadedReport = `===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 0.0014 seconds

  ----User Time----  ----Wall Time----  ----Name----
    0.0005 ( 32.2%)    0.0005 ( 38.1%)  Parser
    0.0003 ( 15.5%)    0.0002 ( 11.6%)  'func.func' Pipeline
    0.0002 ( 12.9%)    0.0001 (  9.8%)    Canonicalizer
    0.0000 (  2.0%)    0.0000 (  1.5%)    CSE
    0.0000 (  0.1%)    0.0000 (  0.1%)      (A) DominanceInfo
    0.0003 ( 16.1%)    0.0003 ( 19.0%)  Output
    0.0001 (  8.5%)    0.0001 ( 10.1%)  Rest
    0.0017 (100.0%)    0.0014 (100.0%)  Total
`

func TestParseTimingReport(t *testing.T) {
	us := time.Microsecond
	for _, tt := range []struct {
		name                   string
		text                   string
		rows                   []TimingRow
		total, passes, parsing time.Duration
	}{
		{"serial", serialReport, []TimingRow{
			{"Parser", 0, 600 * us}, {"Canonicalizer", 0, 400 * us}, {"CSE", 0, 100 * us},
			{"(A) DominanceInfo", 1, 0}, {"Output", 0, 200 * us}, {"Rest", 0, 200 * us}, {"Total", 0, 1500 * us},
		}, 1500 * us, 700 * us, 600 * us},
		{"threaded", threadedReport, []TimingRow{
			{"Parser", 0, 500 * us}, {"'func.func' Pipeline", 0, 200 * us}, {"Canonicalizer", 1, 100 * us}, {"CSE", 1, 0},
			{"(A) DominanceInfo", 2, 0}, {"Output", 0, 300 * us}, {"Rest", 0, 100 * us}, {"Total", 0, 1400 * us},
		}, 1400 * us, 600 * us, 500 * us},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rep, err := ParseTimingReport(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.Rows) != len(tt.rows) {
				t.Fatalf("got %d rows %+v, want %d", len(rep.Rows), rep.Rows, len(tt.rows))
			}
			for i, want := range tt.rows {
				got := rep.Rows[i]
				// The report has 0.1 ms resolution; float parsing may be off by a nanosecond.
				if got.Name != want.Name || got.Depth != want.Depth || (got.Wall-want.Wall).Abs() > time.Microsecond {
					t.Errorf("row %d: got %+v, want %+v", i, got, want)
				}
			}
			if d := rep.Total() - tt.total; d.Abs() > time.Microsecond {
				t.Errorf("Total: got %v, want %v", rep.Total(), tt.total)
			}
			if d := rep.Passes() - tt.passes; d.Abs() > time.Microsecond {
				t.Errorf("Passes: got %v, want %v", rep.Passes(), tt.passes)
			}
			if p, _ := rep.Top("Parser"); (p - tt.parsing).Abs() > time.Microsecond {
				t.Errorf("Parser: got %v, want %v", p, tt.parsing)
			}
		})
	}
}

func TestParseTimingReportErrors(t *testing.T) {
	for _, text := range []string{
		"",
		"module {\n}\n",
		"  ----Wall Time----  ----Name----\n    zero ( 39.4%)  Parser\n",
		"  ----Wall Time----  ----Name----\n\n",
	} {
		if _, err := ParseTimingReport(text); err == nil {
			t.Errorf("no error for %q", text)
		}
	}
}
