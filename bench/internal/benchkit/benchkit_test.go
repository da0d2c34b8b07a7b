package benchkit

import (
	"context"
	"slices"
	"testing"
	"time"
)

func TestMedian(t *testing.T) {
	if got := Median([]int64{5, 1, 3}); got != 3 {
		t.Errorf("odd: got %d", got)
	}
	if got := Median([]time.Duration{4, 1, 3, 2}); got != 2 {
		t.Errorf("even: got %v", got)
	}
}

func TestFormatting(t *testing.T) {
	for _, tt := range []struct{ got, want string }{
		{FormatDuration(1500 * time.Microsecond), "1.5 ms"},
		{FormatDuration(2500 * time.Millisecond), "2.500 s"},
		{FormatBytes(512), "512 B"},
		{FormatBytes(3 << 20), "3.0 MiB"},
		{FormatRatio(0.333), "0.33x"},
		{FirstLines("a\nb\nc\n", 2), FirstLines("a\nb\n", 2)},
	} {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

func TestBusy(t *testing.T) {
	hi, busy := Busy(2, "0.50 0.4 0.3", "1.75 1 1", "unknown")
	if hi != 1.75 || !busy {
		t.Errorf("got %v %v", hi, busy)
	}
	if _, busy := Busy(4, "1.0 1 1"); busy {
		t.Error("1.0 on 4 CPUs is not busy")
	}
}

func TestDedup(t *testing.T) {
	got := Dedup([]string{"b", "a", "b", "c", "a"})
	if want := []string{"b", "a", "c"}; !slices.Equal(got, want) {
		t.Errorf("Dedup = %q, want %q", got, want)
	}
}

func TestToolVersion(t *testing.T) {
	if got := ToolVersion(context.Background(), "/nonexistent/tool"); got != "unknown version" {
		t.Errorf("ToolVersion of a missing tool = %q", got)
	}
}
