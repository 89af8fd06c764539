import math

# Given dimensions of the room and gecko's initial position on the side wall
room_length = 12
room_width = 10
room_height = 8
gecko_initial_x = 5
gecko_initial_y = 10
gecko_initial_z = 7

# Distance from the front wall to the fly
fly_distance_from_front_wall = 9
# Distance from the back wall to the fly
fly_distance_from_back_wall = 11
# Distance from the ceiling to the fly
fly_distance_from_ceiling = 8

# Total distance the gecko needs to walk
total_distance = fly_distance_from_front_wall + room_length - fly_distance_from_back_wall + room_width - fly_distance_from_ceiling

print("RESULT:", total_distance)
print("CONFIDENCE:", round(100 * (total_distance / (room_length * room_width)), 2))
