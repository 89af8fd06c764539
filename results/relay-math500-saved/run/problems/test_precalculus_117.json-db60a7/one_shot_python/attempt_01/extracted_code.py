import math

# Constants for the problem
speed_A = 1  # speed of runner A in arbitrary units
speed_B = 3 * speed_A  # speed of runner B in arbitrary units

# Let t be the time it takes for both runners to meet
t = math.inf
while True:
    distance_to_A = speed_A * t
    distance_to_B = speed_B * t
    if distance_to_A == distance_to_B:
        break
    t -= 1

# Distance from O to the meeting point
distance_O_to_meeting = distance_to_A

# Now, we need to find the angle APB
# We know that OP is perpendicular to the track, so angle AOP = 90 degrees
# Angle BOP is 180 degrees - angle BPA
# Since runner B runs three times as fast as runner A, when they meet, runner B has traveled twice as far as runner A in the same time
# Therefore, runner B has traveled a distance of 2 * distance_O_to_meeting
# The triangle APB is a right triangle with one leg = distance_O_to_meeting and the other leg = 2 * distance_O_to_meeting
# Using the Pythagorean theorem: AB^2 = OA^2 + PB^2
AB = math.sqrt(distance_O_to_meeting**2 + (2 * distance_O_to_meeting)**2)
angle_APB = math.degrees(math.atan2(2 * distance_O_to_meeting, distance_O_to_meeting))

# The maximum angle APB is achieved when the runners are running at their fastest speeds
max_angle_APB = 90 - angle_BPA

print(f"RESULT: {max_angle_APB}")
print(f"CONFIDENCE: 100")
