package benchkit

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
)

// Machine describes where a benchmark ran, for its report.
type Machine struct {
	GoVersion  string // of the driver
	OS, Arch   string
	CPU        string
	NCPU       int
	LoadBefore string // LoadAvg before the runs
	LoadAfter  string // and after them
	// GoEnv holds those of the variables named to NewMachine that are
	// set, "K=V" separated by spaces: they change how a Go tool runs.
	GoEnv string
}

// NewMachine describes this machine, with its load average now as
// LoadBefore; goEnv names the variables to record in GoEnv.
func NewMachine(goEnv ...string) Machine {
	m := Machine{
		GoVersion:  runtime.Version(),
		OS:         runtime.GOOS,
		Arch:       runtime.GOARCH,
		CPU:        CPUModel(),
		NCPU:       runtime.NumCPU(),
		LoadBefore: LoadAvg(),
	}
	var env []string
	for _, k := range goEnv {
		if v, ok := os.LookupEnv(k); ok {
			env = append(env, k+"="+v)
		}
	}
	m.GoEnv = strings.Join(env, " ")
	return m
}

// Measured runs the benchmark's measured runs, f, between a reading of
// the load average before and one after, which the report quotes.
func (m *Machine) Measured(f func() error) error {
	m.LoadBefore = LoadAvg()
	err := f()
	m.LoadAfter = LoadAvg()
	return err
}

// Busy reports the highest 1-minute load average seen, and whether other
// work likely disturbed the runs.
func (m Machine) Busy() (float64, bool) { return Busy(m.NCPU, m.LoadBefore, m.LoadAfter) }

// WarnIfBusy says on w when the machine was busy.
func (m Machine) WarnIfBusy(w io.Writer) {
	if hi, busy := m.Busy(); busy {
		fmt.Fprintf(w, "warning: load average up to %.1f on %d CPUs: wall times are disturbed; compare user+sys, or rerun when quiet\n", hi, m.NCPU)
	}
}

// String is the machine line of a report's setup: "CPU, 2 CPUs,
// linux/amd64; load average A before the runs, B after".
func (m Machine) String() string {
	return fmt.Sprintf("%s, %d CPUs, %s/%s; load average %s before the runs, %s after", m.CPU, m.NCPU, m.OS, m.Arch, m.LoadBefore, m.LoadAfter)
}

// BusyNote is the note a report opens with when the machine was busy,
// "" when it was not; more, if any, says after "noisy" what else the
// load disturbs (", and ...").
func (m Machine) BusyNote(more string) string {
	if _, busy := m.Busy(); !busy {
		return ""
	}
	return fmt.Sprintf("**Note:** the machine was busy (load average %s before, %s after, on %d CPUs): other work competed for the CPUs, so wall times are inflated and noisy%s. User+sys time is the steadier comparison; rerun when the machine is quiet.\n\n",
		m.LoadBefore, m.LoadAfter, m.NCPU, more)
}
