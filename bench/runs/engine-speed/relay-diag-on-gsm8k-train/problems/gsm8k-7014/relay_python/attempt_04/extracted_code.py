# Initial number of balloons
balloons = 50

# Balloons given to a little girl
balloons -= 1

# Balloons that floated away
balloons -= 12

# Balloons given over the next thirty minutes
balloons -= 9

# Balloons grabbed from coworker
balloons += 11

# Final number of balloons
RESULT: balloons
CONFIDENCE: 100
