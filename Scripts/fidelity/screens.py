"""Where each fidelity document's screenshot is: the SDK's screenshot (outside the repository: docs/fidelity/sdk-sources.md), its scale (px per pt)
and the pixel position of the device screen's top-left corner (0, 0); device pt = (px - origin) / scale.

The device screens are 375 pt wide with a 50 pt status bar above the navigation bar; AdLayout's documents start at
the navigation bar, so a document's y is the device's y - 50 (STATUS_BAR).

Scales and origins were measured on the screenshots: default_offerwall is 360 px for 375 pt (0.96), test2 320 px
(0.8533); each panel of the three-panel images from the width of the navigation title's ink (116.7 pt on
default_offerwall) and the span of the menu tabs (first tab ink to third tab ink), x origin from the title's centre and
the first tab, y origin from the title's ink top (±0.2 %)."""
import os

def _screens():
    # The SDK's screenshots are not in the repository (docs/fidelity/sdk-sources.md): a folder beside it, or ADLAYOUT_SCREENS.
    if 'ADLAYOUT_SCREENS' in os.environ:
        return os.environ['ADLAYOUT_SCREENS']
    here = os.path.abspath(os.path.join(os.path.dirname(__file__), '../..'))
    for candidate in (os.path.join(here, '../shared/reference/screens'), '/work/shared/reference/screens'):
        if os.path.isdir(candidate):
            return candidate
    raise SystemExit('screenshots not found: set ADLAYOUT_SCREENS to shared/reference/screens')


SCREENS = _screens()
STATUS_BAR = 50.0

PANELS = {
    'default_offerwall': dict(file='default_offerwall.png', scale=360 / 375, ox=0.0, oy=0.0),
    'offerwall_ui_test2': dict(file='offerwall_ui_test2.png', scale=320 / 375, ox=0.0, oy=0.0),
    'offerwall_ui_app2-1': dict(file='offerwall_ui_app2.png', scale=0.7905, ox=5.6, oy=-29.7),
    'offerwall_ui_app2-2': dict(file='offerwall_ui_app2.png', scale=0.7905, ox=345.1, oy=-29.7),
    'offerwall_ui_app2-3': dict(file='offerwall_ui_app2.png', scale=0.7905, ox=670.9, oy=-29.7),
    'offerwall_ui_cps2-1': dict(file='offerwall_ui_cps2.png', scale=0.788, ox=5.9, oy=-32.0),
    'offerwall_ui_cps2-2': dict(file='offerwall_ui_cps2.png', scale=0.788, ox=335.1, oy=-32.0),
    'offerwall_ui_cps2-3': dict(file='offerwall_ui_cps2.png', scale=0.788, ox=663.8, oy=-32.0),
}


def screenshot_path(name):
    return os.path.join(SCREENS, PANELS[name]['file'])
