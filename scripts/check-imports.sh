#!/usr/bin/env bash
# Enforces PointerKit's layering: each module may import only the modules listed for it.
# The engine layers (PointerGeometry, PointerRender, PointerInput, PointerEngine, PointerLayout) stay Foundation-free.
set -euo pipefail
cd "$(dirname "$0")/.."

declare -A allowed=(
  [PointerGeometry]="RealModule"
  [PointerInput]="PointerGeometry RealModule"
  [PointerRender]="PointerGeometry"
  [PointerEngine]="PointerGeometry PointerInput PointerRender"
  [PointerSVG]="PointerGeometry PointerRender PointerText"
  [PointerLayout]=""
  [PointerText]="Glibc Synchronization"
  [PointerUIKit]="Foundation Synchronization PointerGeometry PointerInput PointerEngine PointerRender PointerLayout PointerText"
  [PointerGameController]="Foundation PointerInput PointerUIKit"
  [PointerTesting]="Foundation Glibc Synchronization PointerGeometry PointerInput PointerEngine PointerRender PointerSVG PointerUIKit"
  [PointerEvaluation]="Foundation PointerGeometry PointerInput PointerEngine PointerUIKit"
  [PointerDemoScenes]="Foundation PointerUIKit PointerGameController"
  [PointerSampleApp]="PointerUIKit"
  [PointerNotesApp]="PointerUIKit"
  [PointerPlaygroundMessages]="Foundation PointerInput"
  [PointerConfigurationFile]="Foundation Yams PointerEngine PointerUIKit"
  [PointerSession]="Foundation Synchronization PointerPlaygroundMessages PointerConfigurationFile PointerEvaluation PointerGeometry PointerInput PointerEngine PointerRender PointerUIKit PointerSVG PointerDemoScenes PointerGameController"
  [PointerPlayground]="Foundation Synchronization Hummingbird HummingbirdWebSocket Logging PointerSession PointerPlaygroundMessages PointerEvaluation PointerEngine PointerUIKit"
  [PointerKitCLI]="Foundation Hummingbird ArgumentParser PointerText PointerSampleApp PointerNotesApp PointerConfigurationFile PointerGeometry PointerInput PointerUIKit PointerTesting PointerDemoScenes PointerSVG PointerEngine PointerTraces PointerLibinput PointerPlayground PointerSession PointerEvaluation PointerWindow"
  [PointerWindow]="Glibc PointerGeometry PointerInput PointerEngine PointerRender PointerUIKit PointerSession"
  [PointerTraces]="Foundation PointerGeometry PointerInput"
  [PointerLibinput]="CLibinput Glibc PointerGeometry PointerInput"
  [CLibinput]=""
)

status=0
for dir in Sources/*/; do
  module=$(basename "$dir")
  if [[ -z "${allowed[$module]+x}" ]]; then
    echo "check-imports: module $module has no rule in scripts/check-imports.sh" >&2
    status=1
    continue
  fi
  # `import X`, `@testable import X`, `import struct X.Y`, `@_exported import X`, `@preconcurrency import X`
  while IFS=: read -r file line text; do
    imported=$(sed -E 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\4/' <<<"$text")
    if [[ " ${allowed[$module]} " != *" $imported "* ]]; then
      echo "check-imports: $file:$line: $module may not import $imported (allowed: ${allowed[$module]})" >&2
      status=1
    fi
  done < <(grep -rnE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]' "$dir" --include='*.swift' || true)
done
[[ $status -eq 0 ]] && echo "check-imports: every module imports only along the allowed directions"
exit $status
